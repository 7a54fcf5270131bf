/**
 * A deterministic "bad phone network" between the web app and an API: an HTTP proxy that, by
 * a seeded draw per request, answers a gateway's 503 itself, cuts the connection before the
 * request reaches the server, or lets the server answer and then cuts the connection so the
 * answer is lost — and delays requests. The end-to-end tests put it between the app and the
 * mock API (apps/web/e2e/faulty-network.ts); the same seed gives the same fates in the same order.
 *
 *   TARGET=http://127.0.0.1:5000 PORT=5001 node test-support/fault-proxy.ts
 *   TARGET=… PORT=… FAULTS='{"seed":7,"gateway":0.2,"cutAfter":0.1,"delayMs":[100,1500]}' node test-support/fault-proxy.ts
 *
 * Only the requests under `only` are faulted (by default every `/api/` request but the CORS
 * preflights); the others — photos under `/uploads/`, preflights — pass through untouched.
 * Connections to the client stay alive between requests, as a browser expects.
 *
 * Controls, for tests in other processes (never forwarded):
 *   POST /__faults       a JSON FaultOptions body: the new faults, the draws and the log anew
 *   GET  /__faults       the faults in force
 *   GET  /__faults/log   what befell each request since then, as JSON
 */
import {
  Agent,
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'

/** What the proxy does to the requests it may fault. Rates are chances from 0 to 1. */
export interface FaultOptions {
  /** The seed of the draws: the same seed, the same fate for the n-th request. */
  seed: number
  /** Answers 503 itself, as a gateway would: the server never sees the request. */
  gateway?: number
  /** Resets the client's connection without forwarding: the server never sees the request. */
  cutBefore?: number
  /** Forwards, lets the server answer in full, then resets the client's connection instead of
   * passing the answer on: the server did the work, the client never learns it. */
  cutAfter?: number
  /** A delay drawn between the two, in milliseconds, before anything else happens. */
  delayMs?: readonly [number, number]
  /** Which requests may be faulted: by default any method but OPTIONS, under `/api/`. */
  only?: { methods?: string[]; pathPrefix?: string }
  /** `Retry-After` on the gateway's 503, in seconds (none by default). */
  retryAfterSeconds?: number
}

export type Fate = 'pass' | 'gateway' | 'cutBefore' | 'cutAfter' | 'bypass'

/** One request the proxy saw, in order of arrival (`n` from 1 since the last configure). */
export interface FaultRecord {
  n: number
  method: string
  path: string
  fate: Fate
  delayMs: number
}

export interface FaultProxy {
  /** The proxy's own origin, e.g. `http://127.0.0.1:5001`. */
  url: string
  /** New faults: the draws start again from the seed, and the log is emptied. */
  configure(faults: FaultOptions): void
  /** What befell each request since the last configure. */
  readonly log: readonly FaultRecord[]
  close(): Promise<void>
}

export const CONTROL_PATH = '/__faults'

const NO_FAULTS: FaultOptions = { seed: 1 }

/** The small seeded generator behind the draws (mulberry32): numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Faults with every default filled in. */
export type ResolvedFaults = Required<Omit<FaultOptions, 'retryAfterSeconds' | 'only'>> & {
  only: { methods?: string[]; pathPrefix: string }
  retryAfterSeconds: number | undefined
}

/** The options with their defaults; throws a TypeError saying what is wrong with them. */
export function checkFaults(input: unknown): ResolvedFaults {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new TypeError('Faults must be an object')
  }
  const faults = input as Record<string, unknown>
  const rate = (name: string): number => {
    const value = faults[name] ?? 0
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
      throw new TypeError(`${name} must be a rate from 0 to 1`)
    }
    return value
  }
  const seed = faults.seed ?? NO_FAULTS.seed
  if (typeof seed !== 'number' || !Number.isFinite(seed)) {
    throw new TypeError('seed must be a number')
  }
  const gateway = rate('gateway')
  const cutBefore = rate('cutBefore')
  const cutAfter = rate('cutAfter')
  if (gateway + cutBefore + cutAfter > 1 + 1e-9) {
    throw new TypeError('gateway + cutBefore + cutAfter must not exceed 1')
  }
  const delay = faults.delayMs ?? [0, 0]
  if (
    !Array.isArray(delay) ||
    delay.length !== 2 ||
    !delay.every((ms) => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) ||
    delay[0] > delay[1]
  ) {
    throw new TypeError('delayMs must be [min, max] with 0 <= min <= max')
  }
  const only = (faults.only ?? {}) as { methods?: unknown; pathPrefix?: unknown }
  if (typeof only !== 'object' || only === null) throw new TypeError('only must be an object')
  if (
    only.methods !== undefined &&
    !(Array.isArray(only.methods) && only.methods.every((m) => typeof m === 'string'))
  ) {
    throw new TypeError('only.methods must be a list of methods')
  }
  if (only.pathPrefix !== undefined && typeof only.pathPrefix !== 'string') {
    throw new TypeError('only.pathPrefix must be a string')
  }
  const retryAfter = faults.retryAfterSeconds
  if (retryAfter !== undefined && !(typeof retryAfter === 'number' && retryAfter >= 0)) {
    throw new TypeError('retryAfterSeconds must be a number of seconds')
  }
  return {
    seed,
    gateway,
    cutBefore,
    cutAfter,
    delayMs: [delay[0], delay[1]],
    only: {
      ...(only.methods ? { methods: (only.methods as string[]).map((m) => m.toUpperCase()) } : {}),
      pathPrefix: only.pathPrefix ?? '/api/',
    },
    retryAfterSeconds: retryAfter,
  }
}

/** Headers of one connection only: never passed on by a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = (headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value
  }
  return kept
}

const CORS = { 'Access-Control-Allow-Origin': '*' }

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...CORS })
  response.end(JSON.stringify(body))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A reset, not a polite close: the client sees its connection die with no answer. */
function cut(request: IncomingMessage) {
  request.socket.resetAndDestroy()
}

export async function startFaultProxy({
  target,
  port = 0,
  host = '127.0.0.1',
  faults = NO_FAULTS,
}: {
  target: string
  port?: number
  host?: string
  faults?: FaultOptions
}): Promise<FaultProxy> {
  const upstream = new URL(target)
  if (upstream.protocol !== 'http:') throw new TypeError(`Only http targets: ${target}`)
  // A connection to the server per request: one kept alive could be closed by the server
  // (its idle timeout) just as it is reused, and the client would get a 502 no fault made.
  const agent = new Agent({ keepAlive: false })

  let options = checkFaults(faults)
  let draw = mulberry32(options.seed)
  const log: FaultRecord[] = []
  let count = 0

  function configure(next: FaultOptions) {
    options = checkFaults(next)
    draw = mulberry32(options.seed)
    log.length = 0
    count = 0
  }

  /** The fate of a request, decided on arrival: two draws for each faultable one, whatever
   * the rates and the delays, so that the n-th request's fate depends on the seed alone. */
  function decide(method: string, path: string): FaultRecord {
    const { only } = options
    const faultable =
      (only.methods ? only.methods.includes(method) : method !== 'OPTIONS') &&
      path.startsWith(only.pathPrefix)
    count += 1
    if (!faultable) return { n: count, method, path, fate: 'bypass', delayMs: 0 }
    const chance = draw()
    const spread = draw()
    const [min, max] = options.delayMs
    const delayMs = Math.round(min + spread * (max - min))
    const { gateway, cutBefore, cutAfter } = options
    const fate: Fate =
      chance < gateway
        ? 'gateway'
        : chance < gateway + cutBefore
          ? 'cutBefore'
          : chance < gateway + cutBefore + cutAfter
            ? 'cutAfter'
            : 'pass'
    return { n: count, method, path, fate, delayMs }
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.method === 'POST' && path === CONTROL_PATH) {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      try {
        configure(JSON.parse(Buffer.concat(chunks).toString('utf8')) as FaultOptions)
      } catch (error) {
        sendJson(response, 400, { message: (error as Error).message })
        return
      }
      sendJson(response, 200, options)
    } else if (request.method === 'GET' && path === CONTROL_PATH) {
      sendJson(response, 200, options)
    } else if (request.method === 'GET' && path === `${CONTROL_PATH}/log`) {
      sendJson(response, 200, log)
    } else {
      sendJson(response, 404, { message: `No control ${request.method} ${path}` })
    }
  }

  /** Sends the request on; `deliver` false keeps the whole answer from the client, then cuts. */
  function pass(request: IncomingMessage, response: ServerResponse, deliver: boolean) {
    let answered = false
    const outgoing = forward(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...endToEnd(request.headers), host: upstream.host },
        agent,
      },
      (answer) => {
        answer.once('end', () => {
          answered = true
        })
        if (!deliver) {
          answer.resume()
          answer.once('end', () => cut(request))
          answer.once('error', () => cut(request))
          return
        }
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers))
        answer.pipe(response)
        answer.once('error', () => response.destroy())
      },
    )
    outgoing.once('error', (error) => {
      if (response.headersSent || request.socket.destroyed) {
        response.destroy()
        return
      }
      sendJson(response, 502, { message: `Bad Gateway: ${error.message}` })
    })
    // The client gone mid-request (a cancelled upload): the server need not wait for the rest.
    response.once('close', () => {
      if (!answered && !response.writableFinished) outgoing.destroy()
    })
    request.pipe(outgoing)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = (request.method ?? 'GET').toUpperCase()
    const path = request.url ?? '/'
    const pathname = path.split('?')[0] ?? path
    if (pathname === CONTROL_PATH || pathname.startsWith(`${CONTROL_PATH}/`)) {
      await control(request, response, pathname)
      return
    }
    const record = decide(method, path)
    log.push(record)
    // The body waits meanwhile: it is streamed on once the request goes through.
    if (record.delayMs > 0) await sleep(record.delayMs)
    if (request.socket.destroyed) return
    switch (record.fate) {
      case 'gateway':
        // The body is read and dropped, so the connection can serve the next request.
        request.resume()
        response.writeHead(503, {
          'Content-Type': 'application/json',
          ...CORS,
          'Access-Control-Expose-Headers': 'Retry-After',
          ...(options.retryAfterSeconds === undefined
            ? {}
            : { 'Retry-After': String(options.retryAfterSeconds) }),
        })
        response.end(JSON.stringify({ message: 'Service Unavailable' }))
        return
      case 'cutBefore':
        cut(request)
        return
      case 'cutAfter':
        pass(request, response, false)
        return
      default:
        pass(request, response, true)
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('Fault proxy: could not handle', request.method, request.url, error)
      if (!response.headersSent) sendJson(response, 500, { message: 'Fault proxy error' })
      else response.destroy()
    })
  })
  // Browsers keep connections open between requests; so does the proxy, for longer than the
  // pauses of a test, so that requests do travel on reused connections.
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`

  return {
    url,
    configure,
    get log() {
      return log
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
        agent.destroy()
      }),
  }
}

if (import.meta.main) {
  const target = process.env.TARGET
  if (!target) {
    console.error(
      'TARGET is required: the API to put the faults in front of, e.g. TARGET=http://127.0.0.1:5000',
    )
    process.exit(1)
  }
  const proxy = await startFaultProxy({
    target,
    port: process.env.PORT ? Number(process.env.PORT) : 5001,
    host: process.env.HOST || '127.0.0.1',
    faults: process.env.FAULTS ? (JSON.parse(process.env.FAULTS) as FaultOptions) : NO_FAULTS,
  })
  console.info(`PhotoBooth fault proxy on ${proxy.url}, in front of ${target}`)
  console.info(
    `Faults: POST ${proxy.url}${CONTROL_PATH} (JSON), log: GET ${proxy.url}${CONTROL_PATH}/log`,
  )
  console.info('Stop with Ctrl+C.')
}
