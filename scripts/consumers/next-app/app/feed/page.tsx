// A Server Component fetching on the server with the API client's reads (a client reference
// would fail here at request time) and rendering the UI's views from the data: here from
// PhotoBooth's mock backend over HTTP (PHOTOBOOTH_API_URL), as from a real server.
import { createApiClient, getGuestPosts, isValidPost } from '@photobooth/api-client'
import { PostCard, UiProvider } from '@photobooth/ui'

export const dynamic = 'force-dynamic'

export default async function Feed() {
  const api = process.env.PHOTOBOOTH_API_URL ?? 'http://127.0.0.1:5000'
  const client = createApiClient({ baseUrl: api })
  const posts = await getGuestPosts(client)
  return (
    <UiProvider theme="dark" imageBaseUrl={api}>
      <main>
        {posts
          .filter(isValidPost)
          .slice(0, 3)
          .map((post) => (
            <PostCard key={post._id} post={post} />
          ))}
      </main>
    </UiProvider>
  )
}
