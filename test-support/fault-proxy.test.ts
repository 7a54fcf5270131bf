import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Fate, type FaultProxy, mulberry32, startFaultProxy } from './fault-proxy.ts'

/** What the upstream server saw: every request, with its whole body. */
interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const BIG = randomBytes(1024 * 1024)

let upstream: Server
let target = ''
let seen: Seen[] = []
/** Called with the upstream's request as soon as its first bytes of body arrive. */
let onFirstChunk: (() => void) | undefined

beforeAll(async () => {
  upstream = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) {
      if (chunks.length === 0) onFirstChunk?.()
      chunks.push(chunk as Buffer)
    }
    const body = Buffer.concat(chunks)
    seen.push({
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body,
    })
    if (incoming.url === '/api/big') {
      outgoing.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      outgoing.end(BIG)
      return
    }
    outgoing.writeHead(incoming.method === 'POST' ? 201 : 200, {
      'Content-Type': 'application/json',
      'X-Upstream': 'yes',
    })
    outgoing.end(JSON.stringify({ url: incoming.url, size: body.length, sha: sha256(body) }))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  target = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})

let proxy: FaultProxy
beforeEach(async () => {
  seen = []
  onFirstChunk = undefined
  proxy = await startFaultProxy({ target })
})
afterEach(() => proxy.close())

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  reusedSocket: boolean
}

/** One request to the proxy; rejects when the connection dies without an answer. */
function send(
  path: string,
  {
    method = 'GET',
    body,
    agent = false,
    headers = {},
  }: {
    method?: string
    body?: Buffer | string
    agent?: Agent | false
    headers?: Record<string, string>
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${proxy.url}${path}`, { method, agent, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          reusedSocket: outgoing.reusedSocket,
        }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** What the client saw of a request: its status, or that the connection was cut. */
async function outcome(path: string, options?: Parameters<typeof send>[1]) {
  try {
    return (await send(path, options)).status
  } catch (error) {
    return `cut (${(error as NodeJS.ErrnoException).code})`
  }
}

const fates = () => proxy.log.map((record) => record.fate)

describe('fates', () => {
  it('the same seed gives the same fates, in the same order, and the client sees each one', async () => {
    const faults = { seed: 42, gateway: 0.25, cutBefore: 0.25, cutAfter: 0.25 }
    const run = async (seed: number) => {
      proxy.configure({ ...faults, seed })
      seen = []
      const outcomes: (number | string)[] = []
      for (let index = 0; index < 24; index++) outcomes.push(await outcome(`/api/posts/${index}`))
      return { fates: fates(), outcomes, upstream: seen.map((request) => request.url) }
    }
    const first = await run(42)
    const second = await run(42)
    expect(second).toEqual(first)
    // Every fate drawn at least once, and each one did what it says.
    expect(new Set(first.fates)).toEqual(
      new Set<Fate>(['pass', 'gateway', 'cutBefore', 'cutAfter']),
    )
    first.fates.forEach((fate, index) => {
      const expected = {
        pass: 200,
        gateway: 503,
        cutBefore: 'cut (ECONNRESET)',
        cutAfter: 'cut (ECONNRESET)',
        bypass: 200,
      }[fate]
      expect(first.outcomes[index], `request ${index} (${fate})`).toBe(expected)
    })
    // The server saw exactly the requests that were forwarded.
    expect(first.upstream).toEqual(
      first.fates.flatMap((fate, index) =>
        fate === 'pass' || fate === 'cutAfter' ? [`/api/posts/${index}`] : [],
      ),
    )
    expect(proxy.log.map((record) => record.n)).toEqual(first.fates.map((_, index) => index + 1))

    const other = await run(7)
    expect(other.fates).not.toEqual(first.fates)
  })

  it('draws with mulberry32: the same seed, the same numbers, all in [0, 1)', () => {
    const a = mulberry32(3)
    const b = mulberry32(3)
    const numbers = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(numbers)
    expect(numbers.every((x) => x >= 0 && x < 1)).toBe(true)
    // Spread out: each tenth of the range gets a fair share.
    for (let tenth = 0; tenth < 10; tenth++) {
      const share = numbers.filter((x) => Math.floor(x * 10) === tenth).length
      expect(share).toBeGreaterThan(60)
      expect(share).toBeLessThan(140)
    }
  })

  it('rates 0 (the default) pass everything through unchanged', async () => {
    const answer = await send('/api/posts?page=2', {
      method: 'POST',
      body: 'caption=hi',
      headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer token' },
    })
    expect(answer.status).toBe(201)
    expect(answer.headers['x-upstream']).toBe('yes')
    expect(JSON.parse(answer.body.toString())).toEqual({
      url: '/api/posts?page=2',
      size: 10,
      sha: sha256(Buffer.from('caption=hi')),
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.headers.authorization).toBe('Bearer token')
    expect(proxy.log).toEqual([
      { n: 1, method: 'POST', path: '/api/posts?page=2', fate: 'pass', delayMs: 0 },
    ])
  })
})

describe('gateway', () => {
  it('answers 503 itself, readable across origins, and the server never sees the request', async () => {
    proxy.configure({ seed: 1, gateway: 1, retryAfterSeconds: 3 })
    const answer = await send('/api/posts/abc/comment', { method: 'POST', body: '{"text":"x"}' })
    expect(answer.status).toBe(503)
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    expect(answer.headers['access-control-expose-headers']).toBe('Retry-After')
    expect(answer.headers['retry-after']).toBe('3')
    expect(JSON.parse(answer.body.toString())).toEqual({ message: 'Service Unavailable' })
    expect(seen).toEqual([])
    expect(fates()).toEqual(['gateway'])
  })

  it('sends no Retry-After unless asked to', async () => {
    proxy.configure({ seed: 1, gateway: 1 })
    const answer = await send('/api/posts')
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBeUndefined()
  })
})

describe('cuts', () => {
  it('cutBefore: the connection dies, and the server never sees the request', async () => {
    proxy.configure({ seed: 1, cutBefore: 1 })
    await expect(send('/api/posts', { method: 'POST', body: 'hello' })).rejects.toMatchObject({
      code: 'ECONNRESET',
    })
    await expect(send('/api/posts')).rejects.toMatchObject({ code: 'ECONNRESET' })
    expect(seen).toEqual([])
    expect(fates()).toEqual(['cutBefore', 'cutBefore'])
  })

  it('cutAfter: the server gets the request and its body, the client gets no answer', async () => {
    proxy.configure({ seed: 1, cutAfter: 1 })
    await expect(
      send('/api/posts/p1/comment', { method: 'POST', body: '{"text":"lost answer"}' }),
    ).rejects.toMatchObject({ code: 'ECONNRESET' })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/posts/p1/comment' })
    expect(seen[0]?.body.toString()).toBe('{"text":"lost answer"}')
    expect(fates()).toEqual(['cutAfter'])
  })
})

describe('connections', () => {
  it('stay alive between answers, a 503 included, and a cut resets a reused one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await send('/api/posts', { agent })
      expect(first.status).toBe(200)
      expect(first.reusedSocket).toBe(false)
      expect(first.headers.connection).toBe('keep-alive')
      expect((await send('/uploads/a.png', { agent })).reusedSocket).toBe(true)

      proxy.configure({ seed: 1, gateway: 1 })
      const unavailable = await send('/api/posts', { agent, method: 'POST', body: 'x' })
      expect(unavailable).toMatchObject({ status: 503, reusedSocket: true })
      expect(unavailable.headers.connection).toBe('keep-alive')

      proxy.configure({ seed: 1, cutAfter: 1 })
      await expect(send('/api/posts', { agent })).rejects.toMatchObject({ code: 'ECONNRESET' })
      // The server did see it: the answer, not the request, was lost.
      expect(seen.map((request) => request.url)).toEqual([
        '/api/posts',
        '/uploads/a.png',
        '/api/posts',
      ])
    } finally {
      agent.destroy()
    }
  })
})

describe('connections to the server', () => {
  it('are not reused: a connection the server closed as the proxy reused it costs no 502', async () => {
    // A server that drops a connection it is sent a second request on, as one whose idle
    // timeout ran out the moment the proxy sent the next request on it.
    const served = new WeakSet<object>()
    const closing = createServer((incoming, outgoing) => {
      if (served.has(incoming.socket)) {
        incoming.socket.destroy()
        return
      }
      served.add(incoming.socket)
      incoming.resume()
      outgoing.end('{}')
    })
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve))
    const { port } = closing.address() as AddressInfo
    const through = await startFaultProxy({ target: `http://127.0.0.1:${port}` })
    try {
      const statuses: number[] = []
      for (const method of ['OPTIONS', 'GET', 'POST', 'OPTIONS']) {
        statuses.push((await fetch(`${through.url}/api/posts`, { method })).status)
      }
      expect(statuses).toEqual([200, 200, 200, 200])
    } finally {
      await through.close()
      closing.closeAllConnections()
      await new Promise((resolve) => closing.close(resolve))
    }
  })
})

describe('delays', () => {
  it('are drawn within the range and come before the request goes on', async () => {
    proxy.configure({ seed: 5, delayMs: [150, 400] })
    for (let index = 0; index < 6; index++) {
      const started = performance.now()
      expect(await outcome(`/api/posts/${index}`)).toBe(200)
      const elapsed = performance.now() - started
      const record = proxy.log[index]
      expect(record?.delayMs).toBeGreaterThanOrEqual(150)
      expect(record?.delayMs).toBeLessThanOrEqual(400)
      // Timers may fire a millisecond early; the upper bound is only a sanity check.
      expect(elapsed).toBeGreaterThanOrEqual((record?.delayMs ?? 0) - 5)
      expect(elapsed).toBeLessThan((record?.delayMs ?? 0) + 3000)
    }
    expect(new Set(proxy.log.map((record) => record.delayMs)).size).toBeGreaterThan(1)
  })

  it('do not change the fates: the same seed gives the same fates with or without them', async () => {
    const faults = { seed: 11, gateway: 0.3, cutBefore: 0.3 }
    proxy.configure(faults)
    for (let index = 0; index < 8; index++) await outcome(`/api/posts/${index}`)
    const without = fates()
    proxy.configure({ ...faults, delayMs: [0, 30] })
    for (let index = 0; index < 8; index++) await outcome(`/api/posts/${index}`)
    expect(fates()).toEqual(without)
  })
})

describe('what is never faulted', () => {
  it('photos, other paths and preflights pass through untouched, without drawing', async () => {
    // A delay no busy machine comes near: the three together take less than one of it.
    proxy.configure({ seed: 1, gateway: 1, delayMs: [1500, 1500] })
    const started = performance.now()
    expect((await send('/uploads/photo.jpg')).status).toBe(200)
    expect((await send('/api/posts', { method: 'OPTIONS' })).status).toBe(200)
    expect((await send('/')).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1500)
    expect((await send('/api/posts')).status).toBe(503)
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /uploads/photo.jpg',
      'OPTIONS /api/posts',
      'GET /',
    ])
    expect(proxy.log).toEqual([
      { n: 1, method: 'GET', path: '/uploads/photo.jpg', fate: 'bypass', delayMs: 0 },
      { n: 2, method: 'OPTIONS', path: '/api/posts', fate: 'bypass', delayMs: 0 },
      { n: 3, method: 'GET', path: '/', fate: 'bypass', delayMs: 0 },
      { n: 4, method: 'GET', path: '/api/posts', fate: 'gateway', delayMs: 1500 },
    ])
  })

  it('only.methods and only.pathPrefix choose the faultable requests', async () => {
    proxy.configure({ seed: 1, gateway: 1, only: { methods: ['post'], pathPrefix: '/api/posts' } })
    expect(await outcome('/api/posts')).toBe(200)
    expect(await outcome('/api/posts', { method: 'POST', body: 'x' })).toBe(503)
    expect(await outcome('/api/users/me', { method: 'POST', body: 'x' })).toBe(201)
    expect(fates()).toEqual(['bypass', 'gateway', 'bypass'])
  })

  it('bypassed requests take no draw: the faultable ones keep their fates', async () => {
    const faults = { seed: 9, gateway: 0.5 }
    proxy.configure(faults)
    for (let index = 0; index < 8; index++) await outcome(`/api/posts/${index}`)
    const alone = fates()
    proxy.configure(faults)
    for (let index = 0; index < 8; index++) {
      await outcome(`/uploads/${index}.jpg`)
      await outcome(`/api/posts/${index}`)
    }
    expect(fates().filter((fate) => fate !== 'bypass')).toEqual(alone)
  })
})

describe('the control endpoint', () => {
  it('POST /__faults reconfigures, resets the draws and the log; GET /__faults/log reads it', async () => {
    await send('/api/posts')
    const control = (faults: unknown) =>
      send('/__faults', {
        method: 'POST',
        body: JSON.stringify(faults),
        headers: { 'Content-Type': 'application/json' },
      })
    const set = await control({ seed: 3, gateway: 1 })
    expect(set.status).toBe(200)
    expect(JSON.parse(set.body.toString())).toMatchObject({ seed: 3, gateway: 1, cutAfter: 0 })
    expect(await outcome('/api/posts')).toBe(503)
    const log = await send('/__faults/log')
    expect(JSON.parse(log.body.toString())).toEqual([
      { n: 1, method: 'GET', path: '/api/posts', fate: 'gateway', delayMs: 0 },
    ])

    // Nonsense is refused, and the faults in force stay.
    const refused = await control({ seed: 3, gateway: 0.8, cutAfter: 0.5 })
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body.toString()).message).toMatch(/must not exceed 1/)
    expect((await control({ seed: 3, delayMs: [10, 5] })).status).toBe(400)
    expect((await send('/__faults', { method: 'POST', body: '{' })).status).toBe(400)
    expect(await outcome('/api/posts')).toBe(503)

    expect((await control({ seed: 3 })).status).toBe(200)
    expect(await outcome('/api/posts')).toBe(200)
    // The control requests never reach the server; only the one before and the last did.
    expect(seen.map((request) => request.url)).toEqual(['/api/posts', '/api/posts'])
  })
})

describe('bodies', () => {
  it('streams a 1 MB upload to the server as it comes, and a 1 MB answer back', async () => {
    const firstChunkArrived = new Promise<void>((resolve) => {
      onFirstChunk = resolve
    })
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request(`${proxy.url}/api/echo`, {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/octet-stream' },
      })
      outgoing.on('response', resolve)
      outgoing.on('error', reject)
      outgoing.write(BIG.subarray(0, 256 * 1024))
      // The rest only once the server has the first part: a proxy that waited for the whole
      // body before forwarding would never get there.
      void firstChunkArrived.then(() => outgoing.end(BIG.subarray(256 * 1024)))
    })
    const incoming = await answered
    expect(incoming.statusCode).toBe(201)
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
      url: '/api/echo',
      size: BIG.length,
      sha: sha256(BIG),
    })
    expect(sha256(seen[0]?.body ?? Buffer.alloc(0))).toBe(sha256(BIG))

    const big = await send('/api/big')
    expect(big.status).toBe(200)
    expect(big.body.length).toBe(BIG.length)
    expect(sha256(big.body)).toBe(sha256(BIG))
  })

  it('a delayed upload still arrives whole', async () => {
    proxy.configure({ seed: 2, delayMs: [100, 100] })
    const answer = await send('/api/echo', { method: 'POST', body: BIG })
    expect(JSON.parse(answer.body.toString())).toMatchObject({ size: BIG.length, sha: sha256(BIG) })
  })
})

describe('the CLI', () => {
  const script = fileURLToPath(new URL('./fault-proxy.ts', import.meta.url))

  it('needs a TARGET', async () => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, TARGET: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(errors).toMatch(/TARGET is required/)
  })

  it('serves on PORT in front of TARGET, with the FAULTS given, and prints its address', async () => {
    const child = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        TARGET: target,
        PORT: '0',
        FAULTS: JSON.stringify({ seed: 1, gateway: 1 }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      let printed = ''
      const address = await new Promise<string>((resolve, reject) => {
        child.once('exit', () => reject(new Error(`The CLI stopped: ${printed}`)))
        child.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString()
          const found = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)
          if (found?.[1]) resolve(found[1])
        })
      })
      expect((await fetch(`${address}/api/posts`)).status).toBe(503)
      expect((await fetch(`${address}/uploads/a.jpg`)).status).toBe(200)
      expect(seen.map((request) => request.url)).toEqual(['/uploads/a.jpg'])
    } finally {
      child.kill()
    }
  }, 20_000)
})
