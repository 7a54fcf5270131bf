/**
 * Runs the mock backend as a real HTTP API (memory only) — the whole `/api` contract and
 * `/uploads`, CORS open — for trying the contract with curl or pointing a client at it.
 *
 *   PORT=5000 ACCESS_TOKEN_TTL_MS=120000 node test-support/mock-api.ts
 */
import { loadNodeMocks } from './node-mocks.ts'

const { mocks } = await loadNodeMocks()
const ttl = Number(process.env.ACCESS_TOKEN_TTL_MS)
const backend = await mocks.createMockBackend({
  images: mocks.fileImageSource,
  config: Number.isFinite(ttl) && ttl > 0 ? { accessTokenTtlMs: ttl } : {},
})
const { url } = await mocks.startMockHttpServer(backend, {
  port: Number(process.env.PORT) || 5000,
  host: process.env.HOST || '127.0.0.1',
})
console.info(`PhotoBooth mock API on ${url}/api (images under ${url}/uploads)`)
console.info(`Demo account: ${mocks.DEMO_ACCOUNT.email} / ${mocks.DEMO_ACCOUNT.password}`)
console.info('Stop with Ctrl+C.')
