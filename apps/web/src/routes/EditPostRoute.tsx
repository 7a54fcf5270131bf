import { EditPostScreen } from '@photobooth/ui'
import { useNavigate, useParams } from 'react-router-dom'

export function EditPostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  return (
    <EditPostScreen
      key={id}
      postId={id}
      onLoadFailed={() => navigate('/', { replace: true })}
      onPostUpdated={(postId) => {
        navigate(`/post/${encodeURIComponent(postId)}`, {
          replace: true,
          state: { postUpdated: true },
        })
      }}
    />
  )
}
