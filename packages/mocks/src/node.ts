import { readFile } from 'node:fs/promises'
import { setupServer } from 'msw/node'
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend'
import type { ImageSource } from './context'
import { isSeededPhoto } from './db/photos'

export { startMockHttpServer } from './http-server'
export * from './index'

/** Seeded photos read from `assets/photos` next to this package. */
export const fileImageSource: ImageSource = {
  async load(file) {
    if (!isSeededPhoto(file)) return undefined
    return new Uint8Array(await readFile(new URL(`../assets/photos/${file}`, import.meta.url)))
  },
}

/**
 * The mock backend behind MSW's `setupServer`, for Node (tests, scripts). Call
 * `server.listen({ onUnhandledFrame: 'error' })` to start intercepting.
 */
export async function createMockServer(options: MockBackendOptions = {}): Promise<{
  server: ReturnType<typeof setupServer>
  backend: MockBackend
}> {
  const backend = await createMockBackend({ images: fileImageSource, ...options })
  return { server: setupServer(...backend.handlers), backend }
}
