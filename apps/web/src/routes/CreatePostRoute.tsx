import { CreatePostScreen, Loader, paths, type SharedContent } from '@photobooth/ui'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Drafts } from '../drafts/Drafts'
import { forceRefreshState } from '../navigation-state'
import { SHARED_QUERY } from '../service-worker/protocol'
import { takeSharedContent } from '../service-worker/shared-content'

export function CreatePostRoute() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // Opened by the share sheet (/create-post?shared=1): the shared photo and text first.
  const fromShare = params.has(SHARED_QUERY)
  const [shared, setShared] = useState<SharedContent | undefined | 'reading'>(
    fromShare ? 'reading' : undefined,
  )
  useEffect(() => {
    if (!fromShare) return
    let current = true
    void takeSharedContent().then((content) => {
      if (!current) return
      setShared(content)
      // Taken: a reload is the plain editor, with the draft the shared photo became.
      navigate(paths.createPost(), { replace: true })
    })
    return () => {
      current = false
    }
  }, [fromShare, navigate])

  if (shared === 'reading') return <Loader variant="logo" size="large" fullScreen />
  return (
    <Drafts>
      <CreatePostScreen
        {...(shared ? { shared } : {})}
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home()))}
        onContinueToFeed={() => navigate(paths.home(), { state: forceRefreshState })}
      />
    </Drafts>
  )
}
