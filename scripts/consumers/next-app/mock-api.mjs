// PhotoBooth's mock backend as an HTTP API for the app's server pages (`PORT`).
import { createMockBackend } from '@photobooth/mocks'
import { fileImageSource, startMockHttpServer } from '@photobooth/mocks/node'

const backend = await createMockBackend({ images: fileImageSource, log: () => {} })
const { url } = await startMockHttpServer(backend, { port: Number(process.env.PORT) })
console.info(`Mock API on ${url}`)
