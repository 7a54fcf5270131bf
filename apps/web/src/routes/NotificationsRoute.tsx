import { NotificationsScreen } from '@photobooth/ui'
import { useServices } from '../services-context'

export function NotificationsRoute() {
  const { deadPostIds } = useServices()
  return <NotificationsScreen deadPostIds={deadPostIds} />
}
