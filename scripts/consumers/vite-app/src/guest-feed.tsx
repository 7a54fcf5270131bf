// The guest feed, connected through the API client: the `feed` and `mocks` pages render it the
// same way, and differ only in what answers the API.
import { type ApiClient, ApiProvider } from '@photobooth/api-client'
import { FeedScreen, UiProvider, type UiProviderProps, ViewerProvider } from '@photobooth/ui'
import '@photobooth/ui/styles.css'
import { createRoot } from 'react-dom/client'

/** Renders the guest feed into `#root`; the images through `imageUrl` when given. */
export function renderGuestFeed(client: ApiClient, imageUrl?: UiProviderProps['imageUrl']) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <UiProvider imageUrl={imageUrl}>
      <ApiProvider client={client}>
        <ViewerProvider viewer={null}>
          <FeedScreen />
        </ViewerProvider>
      </ApiProvider>
    </UiProvider>,
  )
}
