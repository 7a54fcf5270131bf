/**
 * The mock backend's Node entry, loaded from its TypeScript sources through Vite (the package
 * resolves its workspace imports by the `@photobooth/source` condition): for the scripts that
 * serve the mock API over HTTP.
 */
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import type * as MocksNode from '../packages/mocks/src/node.ts'

export type { MocksNode }

export async function loadNodeMocks(): Promise<{ mocks: typeof MocksNode; close: () => void }> {
  const loader = await createServer({
    root: fileURLToPath(new URL('..', import.meta.url)),
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { resolve: { conditions: ['@photobooth/source', 'node', 'import', 'default'] } },
  })
  const mocks = (await loader.ssrLoadModule('/packages/mocks/src/node.ts')) as typeof MocksNode
  return { mocks, close: () => void loader.close() }
}
