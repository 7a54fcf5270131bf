import { CreatePostScreen, Loader, paths, type SharedContent } from '@photobooth/ui'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { Drafts } from '../drafts/Drafts'
import { forceRefreshState } from '../navigation-state'
import { SHARE_TOO_LARGE, SHARED_QUERY } from '../service-worker/protocol'
import { forgetSharedContent, readSharedContent } from '../service-worker/shared-content'

export function CreatePostRoute() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const viewer = useSession().user?._id
  // Opened by the share sheet: `?shared=1` offers what was shared ("Use this photo?"),
  // `?shared=too-large` says it was refused. Read as the page opens.
  const [opened] = useState(() => params.get(SHARED_QUERY))
  const refused = opened === SHARE_TOO_LARGE
  const [shared, setShared] = useState<SharedContent | undefined | 'reading'>(
    opened !== null && !refused ? 'reading' : undefined,
  )
  useEffect(() => {
    if (opened === null) return
    if (refused) {
      // Said once: a reload is the plain editor.
      navigate(paths.createPost(), { replace: true })
      return
    }
    let current = true
    void readSharedContent(viewer).then((content) => {
      if (!current) return
      setShared(content)
      // Nothing (left) to offer: a reload is the plain editor. Offered, the address stays
      // until the person decides — a reload asks again.
      if (!content) navigate(paths.createPost(), { replace: true })
    })
    return () => {
      current = false
    }
  }, [opened, refused, navigate, viewer])
  // Used (it is in the form and the draft now) or discarded: the share is over.
  const decided = () => {
    void forgetSharedContent().catch(() => undefined)
    navigate(paths.createPost(), { replace: true })
  }

  if (shared === 'reading') return <Loader variant="logo" size="large" fullScreen />
  return (
    <Drafts>
      <CreatePostScreen
        {...(shared ? { shared } : {})}
        shareRefused={refused}
        onSharedUsed={decided}
        onSharedDiscarded={decided}
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home()))}
        onContinueToFeed={() => navigate(paths.home(), { state: forceRefreshState })}
      />
    </Drafts>
  )
}
