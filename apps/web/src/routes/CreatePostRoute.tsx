import { CreatePostScreen } from '@photobooth/ui'
import { useNavigate } from 'react-router-dom'
import { useServices } from '../services-context'

const toFeed = { state: { forceRefresh: true } }

export function CreatePostRoute() {
  const navigate = useNavigate()
  const { feedCache } = useServices()
  return (
    <CreatePostScreen
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      onPostCreated={() => feedCache.clearPosts()}
      onContinueToFeed={() => navigate('/', toFeed)}
    />
  )
}
