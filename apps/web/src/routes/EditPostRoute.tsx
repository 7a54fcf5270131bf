import { EditPostScreen } from '@photobooth/ui'
import { useNavigate, useParams } from 'react-router-dom'
import { useServices } from '../services-context'

export function EditPostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { feedCache } = useServices()
  return (
    <EditPostScreen
      key={id}
      postId={id}
      onLoadFailed={() => navigate('/', { replace: true })}
      onPostUpdated={(postId) => {
        // The cached feed shows the old version: it goes, with its timestamp.
        feedCache.clearPosts()
        navigate(`/post/${encodeURIComponent(postId)}`, {
          replace: true,
          state: { postUpdated: true },
        })
      }}
    />
  )
}
