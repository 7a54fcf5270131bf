import { CreatePostScreen, paths } from '@photobooth/ui'
import { useNavigate } from 'react-router-dom'
import { useServices } from '../services-context'
import { forceRefreshState } from './navigation-state'

export function CreatePostRoute() {
  const navigate = useNavigate()
  const { feedCache } = useServices()
  return (
    <CreatePostScreen
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home()))}
      onPostCreated={() => feedCache.clearPosts()}
      onContinueToFeed={() => navigate(paths.home(), { state: forceRefreshState })}
    />
  )
}
