import { CreatePostScreen } from '@photobooth/ui'
import { useNavigate } from 'react-router-dom'
import { forceRefreshState } from '../feed/feed-navigation'

export function CreatePostRoute() {
  const navigate = useNavigate()
  return (
    <CreatePostScreen
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      onContinueToFeed={() => navigate('/', { state: forceRefreshState })}
    />
  )
}
