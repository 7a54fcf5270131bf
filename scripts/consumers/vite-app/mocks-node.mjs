// Another app's tests can run PhotoBooth's mock backend in Node: MSW intercepts the API
// client's requests and the seeded world answers them.
import { createApiClient, getGuestPosts } from '@photobooth/api-client'
import { createMockServer } from '@photobooth/mocks/node'

const { server } = await createMockServer({ log: () => {} })
server.listen({ onUnhandledFrame: 'error' })
try {
  const posts = await getGuestPosts(createApiClient({ baseUrl: 'https://api.example' }))
  if (posts.length === 0) throw new Error('The seeded world answered no post')
  console.info(`${posts.length} posts from the seeded world, the first by ${posts[0].user.name}`)
} finally {
  server.close()
}
