import { PostDetailScreen } from '@photobooth/ui'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { forceRefreshState } from '../feed/feed-navigation'

export function PostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  const postUpdated = (location.state as { postUpdated?: boolean } | null)?.postUpdated === true
  return (
    <PostDetailScreen
      key={id}
      postId={id}
      postUpdated={postUpdated}
      onLoadFailed={() => navigate('/', { replace: true })}
      onPostDeleted={() => navigate('/', { replace: true, state: forceRefreshState })}
    />
  )
}
