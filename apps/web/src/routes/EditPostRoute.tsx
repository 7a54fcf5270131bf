import { EditPostScreen, paths } from '@photobooth/ui'
import { useNavigate, useParams } from 'react-router-dom'
import { Drafts } from '../drafts/Drafts'
import { postUpdatedState } from '../navigation-state'

export function EditPostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  return (
    <Drafts>
      <EditPostScreen
        key={id}
        postId={id}
        onLoadFailed={() => navigate(paths.home(), { replace: true })}
        onPostUpdated={(postId) =>
          navigate(paths.post(postId), { replace: true, state: postUpdatedState })
        }
      />
    </Drafts>
  )
}
