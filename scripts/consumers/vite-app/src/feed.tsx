// A connected screen: the guest feed, fetched from this page's origin through the API client.
import { ApiProvider, createApiClient } from '@photobooth/api-client'
import { FeedScreen, UiProvider, ViewerProvider } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import { createRoot } from 'react-dom/client'

const client = createApiClient({ baseUrl: location.origin })

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <ApiProvider client={client}>
      <ViewerProvider viewer={null}>
        <FeedScreen />
      </ViewerProvider>
    </ApiProvider>
  </UiProvider>,
)
