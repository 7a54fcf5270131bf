import { CreatePostScreen, paths } from '@photobooth/ui'
import { useNavigate } from 'react-router-dom'
import { Drafts } from '../drafts/Drafts'
import { forceRefreshState } from '../navigation-state'

export function CreatePostRoute() {
  const navigate = useNavigate()
  return (
    <Drafts>
      <CreatePostScreen
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home()))}
        onContinueToFeed={() => navigate(paths.home(), { state: forceRefreshState })}
      />
    </Drafts>
  )
}
