import { PostDetailScreen, paths } from '@photobooth/ui'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { useServices } from '../services-context'
import { forceRefreshState, readPostUpdated } from './navigation-state'

export function PostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  const { feedCache } = useServices()
  return (
    <PostDetailScreen
      key={id}
      postId={id}
      postUpdated={readPostUpdated(location.state)}
      onLoadFailed={() => navigate(paths.home(), { replace: true })}
      onPostDeleted={() => {
        feedCache.clearPosts()
        navigate(paths.home(), { replace: true, state: forceRefreshState })
      }}
    />
  )
}
