import { PostDetailScreen, paths } from '@photobooth/ui'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { Drafts } from '../drafts/Drafts'
import { forceRefreshState, readPostUpdated } from '../navigation-state'

export function PostRoute() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <Drafts>
      <PostDetailScreen
        key={id}
        postId={id}
        postUpdated={readPostUpdated(location.state)}
        onLoadFailed={() => navigate(paths.home(), { replace: true })}
        onPostDeleted={() => navigate(paths.home(), { replace: true, state: forceRefreshState })}
      />
    </Drafts>
  )
}
