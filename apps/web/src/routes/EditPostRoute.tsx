import { EditPostScreen, paths } from '@photobooth/ui'
import { useNavigate, useParams } from 'react-router-dom'
import { useServices } from '../services-context'
import { postUpdatedState } from './navigation-state'

export function EditPostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { feedCache } = useServices()
  return (
    <EditPostScreen
      key={id}
      postId={id}
      onLoadFailed={() => navigate(paths.home(), { replace: true })}
      onPostUpdated={(postId) => {
        // The cached feed shows the old version: it goes, with its timestamp.
        feedCache.clearPosts()
        navigate(paths.post(postId), { replace: true, state: postUpdatedState })
      }}
    />
  )
}
