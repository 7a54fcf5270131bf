// Another app's stories and demos can run PhotoBooth's mock backend: here its service worker
// answers the API (and the seeded photos) for a connected screen.
import { createApiClient } from '@photobooth/api-client'
import { startMockWorker } from '@photobooth/mocks/browser'
import { renderGuestFeed } from './guest-feed'

await startMockWorker()
const client = createApiClient({ baseUrl: location.origin })
renderGuestFeed(client, client.imageUrl)
