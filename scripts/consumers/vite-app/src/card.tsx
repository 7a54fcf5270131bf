// A post card from data the app has: the provider and one component, no API client.
import { PostCard, UiProvider } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import { createRoot } from 'react-dom/client'
import { post } from './post'

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <PostCard post={post} onLike={() => {}} />
  </UiProvider>,
)
