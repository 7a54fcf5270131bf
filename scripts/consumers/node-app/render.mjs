// The API client's React side at the React version installed here: its provider and a hook,
// rendered on the server.
import { ApiProvider, createApiClient, useApiClient, useGuestPosts } from '@photobooth/api-client'
import { createElement as h, version } from 'react'
import { renderToString } from 'react-dom/server'

function Probe() {
  const client = useApiClient()
  const { data } = useGuestPosts()
  return h(
    'p',
    null,
    `${client.imageUrl('uploads/a.jpg')} ${data === undefined ? 'loading' : 'loaded'}`,
  )
}

const client = createApiClient({ baseUrl: 'https://api.example' })
const html = renderToString(h(ApiProvider, { client }, h(Probe)))
if (!html.includes('https://api.example/uploads/a.jpg loading')) {
  throw new Error(`The API client rendered ${html}`)
}
console.info(`ApiProvider and its hooks render with React ${version}`)
