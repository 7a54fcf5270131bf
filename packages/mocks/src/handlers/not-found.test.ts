import { ApiError, createApiClient, MessageSchema } from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { API, setupBackendHarness } from '../test/backend-harness'
import { failure } from '../test/expect-api-error'

const h = setupBackendHarness()

describe('unknown routes', () => {
  it('answer an HTML 404 page, like Express', async () => {
    const response = await h.raw('/api/does/not/exist', { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('<pre>Cannot DELETE /api/does/not/exist</pre>')
  })

  it('reach the client as an ApiError 404 without a server message', async () => {
    const error = await failure(
      createApiClient({ baseUrl: API }).request({ path: '/nothing-here', schema: MessageSchema }),
    )
    expect(error).toMatchObject({ status: 404, message: 'Not found', serverMessage: undefined })
    expect(error).toBeInstanceOf(ApiError)
  })
})

describe('GET /uploads/{file}', () => {
  it('serves the seeded photos as JPEG', async () => {
    const response = await h.raw('/uploads/photo-01.jpg')
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  })

  it('answers the HTML 404 for an unknown file, and never serves paths outside uploads', async () => {
    for (const path of ['/uploads/nope.jpg', '/uploads/..%2Fpackage.json']) {
      const response = await h.raw(path)
      expect(response.status).toBe(404)
    }
  })
})
