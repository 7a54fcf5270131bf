import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { SERVER_MESSAGES } from '@photobooth/api-client'
import { getResponse } from 'msw'
import type { MockBackend } from './backend'
import { htmlNotFound } from './lib/responses'

/**
 * Serves the mock backend over real HTTP (CORS open, like the server), so the app's server
 * mode — or curl — can talk to it: `http://localhost:{port}/api/…` and `/uploads/…`.
 */
export function startMockHttpServer(
  backend: MockBackend,
  { port = 5000, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<{ server: Server; url: string }> {
  const server = createServer((incoming, outgoing) => {
    void answer(backend, incoming, outgoing, `http://${host}:${port}`)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      resolve({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}` })
    })
  })
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
}

async function answer(
  backend: MockBackend,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  origin: string,
) {
  try {
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, CORS).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) headers.set(name, value.join(', '))
    }
    const method = incoming.method ?? 'GET'
    const request = new Request(new URL(incoming.url ?? '/', origin), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    })
    const response =
      (await getResponse(backend.handlers, request)) ??
      htmlNotFound(method, new URL(request.url).pathname)
    const body = Buffer.from(await response.arrayBuffer())
    const outHeaders: Record<string, string> = { ...Object.fromEntries(response.headers), ...CORS }
    // Compressed like a production deployment would be (JSON shrinks to a fifth).
    const compressible = /json|text|javascript/.test(outHeaders['content-type'] ?? '')
    if (
      compressible &&
      body.length > 1024 &&
      /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')
    ) {
      outgoing.writeHead(response.status, {
        ...outHeaders,
        'content-encoding': 'gzip',
        vary: 'Accept-Encoding',
      })
      outgoing.end(gzipSync(body))
      return
    }
    outgoing.writeHead(response.status, outHeaders)
    outgoing.end(body)
  } catch (error) {
    // The client went away mid-request (a cancelled upload): there is nobody to answer.
    if (incoming.destroyed || (error as { code?: string }).code === 'ECONNRESET') return
    console.error('Mock API server: could not answer', error)
    if (!outgoing.headersSent)
      outgoing.writeHead(500, { 'Content-Type': 'application/json', ...CORS })
    outgoing.end(JSON.stringify({ message: SERVER_MESSAGES.internalError }))
  }
}
