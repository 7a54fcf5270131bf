// Another app's stories and demos can run PhotoBooth's mock backend: here its service worker
// answers the API (and the seeded photos) for a connected screen.
import { ApiProvider, createApiClient } from '@photobooth/api-client'
import { startMockWorker } from '@photobooth/mocks/browser'
import { FeedScreen, UiProvider, ViewerProvider } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import { createRoot } from 'react-dom/client'

await startMockWorker()
const client = createApiClient({ baseUrl: location.origin })

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider imageUrl={client.imageUrl}>
    <ApiProvider client={client}>
      <ViewerProvider viewer={null}>
        <FeedScreen />
      </ViewerProvider>
    </ApiProvider>
  </UiProvider>,
)
