import { PostDetailScreen } from '@photobooth/ui'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { useServices } from '../services-context'

const toFeed = { state: { forceRefresh: true } }

export function PostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  const { feedCache } = useServices()
  const postUpdated = (location.state as { postUpdated?: boolean } | null)?.postUpdated === true
  return (
    <PostDetailScreen
      key={id}
      postId={id}
      postUpdated={postUpdated}
      onLoadFailed={() => navigate('/', { replace: true })}
      onPostDeleted={() => {
        feedCache.clearPosts()
        navigate('/', { replace: true, ...toFeed })
      }}
    />
  )
}
