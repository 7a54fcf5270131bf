// A connected screen: the guest feed, fetched from this page's origin through the API client.
import { createApiClient } from '@photobooth/api-client'
import { renderGuestFeed } from './guest-feed'

renderGuestFeed(createApiClient({ baseUrl: location.origin }))
