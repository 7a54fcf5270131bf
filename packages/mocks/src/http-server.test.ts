import {
  createApiClient,
  createMemoryTokenStore,
  getGuestPosts,
  getMe,
  login,
} from '@photobooth/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend } from './backend'
import { DEMO_ACCOUNT } from './db/seed-world'
import { startMockHttpServer } from './http-server'
import { fileImageSource } from './node'

let stop: () => void = () => undefined
let url = ''

beforeAll(async () => {
  const backend = await createMockBackend({ images: fileImageSource })
  const started = await startMockHttpServer(backend, { port: 0 })
  url = started.url
  stop = () => started.server.close()
})
afterAll(() => stop())

describe('the mock API over HTTP', () => {
  it('answers the contract to a real client over the network', async () => {
    const guest = createApiClient({ baseUrl: url })
    await expect(getGuestPosts(guest)).resolves.toHaveLength(10)
    const session = await login(guest, DEMO_ACCOUNT)
    const client = createApiClient({ baseUrl: url, tokens: createMemoryTokenStore(session) })
    await expect(getMe(client)).resolves.toMatchObject({ email: DEMO_ACCOUNT.email })
  })

  it('is open to other origins, serves images, and answers unknown routes with HTML', async () => {
    const preflight = await fetch(`${url}/api/posts`, { method: 'OPTIONS' })
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([
      204,
      '*',
    ])
    const image = await fetch(`${url}/uploads/photo-02.jpg`)
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    const missing = await fetch(`${url}/api/nowhere`)
    expect([missing.status, missing.headers.get('content-type')]).toEqual([
      404,
      'text/html; charset=utf-8',
    ])
  })
})
