import { NotificationsScreen, paths } from '@photobooth/ui'
import { useNavigate } from 'react-router-dom'

export function NotificationsRoute() {
  const navigate = useNavigate()
  return <NotificationsScreen onPostOpened={(postId) => navigate(paths.post(postId))} />
}
