import { SERVER_MESSAGES } from '@photobooth/api-client'
import { delay, getResponse, HttpResponse, http } from 'msw'
import type { MockBackend } from './backend'
import { feedPage } from './handlers/posts'
import { serializePost } from './lib/serialize'

/**
 * Network faults for stories and tests, as MSW handlers to put in front of the backend's
 * (`server.use(...)`, `worker.use(...)`). Paths are under `/api` with MSW params
 * (`/posts/:id`); `method` defaults to every method.
 */
type Method = 'get' | 'post' | 'patch' | 'delete' | 'all'

const route = (path: string) => `*/api${path}`

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: SERVER_MESSAGES.authFailed,
  403: 'Forbidden',
  404: 'Not found',
  500: SERVER_MESSAGES.serverError,
  502: 'Bad gateway',
  503: 'Service unavailable',
}

/** The request never gets an answer (a loading state that stays). */
export function pending(path: string, method: Method = 'all') {
  return http[method](route(path), async () => {
    await delay('infinite')
    return HttpResponse.error()
  })
}

/** The answer is late by `ms`, then the backend answers as usual. */
export function slow(path: string, ms: number, method: Method = 'all') {
  return http[method](route(path), async () => {
    await delay(ms)
    return undefined
  })
}

/** Each request is told to `seen` (e.g. a spy, to count them); the backend answers as usual. */
export function observed(path: string, method: Method, seen: (request: Request) => void) {
  return http[method](route(path), ({ request }) => {
    seen(request)
    return undefined
  })
}

/** The server answers `status` with a `{ message }` body (by default the server's wording). */
export function failing(path: string, status = 500, method: Method = 'all', text?: string) {
  return http[method](route(path), () =>
    HttpResponse.json({ message: text ?? STATUS_MESSAGES[status] ?? 'Request failed' }, { status }),
  )
}

/** The first matching request is answered `status` (a gateway's 503 by default); later ones
 * are answered as usual: a hiccup a quiet retry gets past. */
export function failingOnce(path: string, status = 503, method: Method = 'all') {
  return http[method](
    route(path),
    () => HttpResponse.json({ message: STATUS_MESSAGES[status] ?? 'Request failed' }, { status }),
    { once: true },
  )
}

/** No network: the request fails before any answer. */
export function offline(path = '/*', method: Method = 'all') {
  return http[method](route(path), () => HttpResponse.error())
}

/**
 * The backend does what was asked, and its answer is lost on the way (a connection cut after
 * the server): the request fails as with no network. The first `times` matching requests are
 * so treated; later ones are answered as usual.
 */
export function answerLost(backend: MockBackend, path: string, method: Method = 'all', times = 1) {
  let left = times
  return http[method](route(path), async ({ request }) => {
    if (left <= 0) return undefined
    left--
    await getResponse(backend.handlers, request.clone())
    return HttpResponse.error()
  })
}

/** A 200 whose body is not JSON (a proxy's HTML page, a truncated answer). */
export function malformedJson(path: string, method: Method = 'all') {
  return http[method](
    route(path),
    () =>
      new HttpResponse('{"posts": [', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
}

/** A 200 with valid JSON of the wrong shape. */
export function unexpectedShape(path: string, method: Method = 'all') {
  return http[method](route(path), () => HttpResponse.json({ unexpected: true }))
}

/**
 * The feed as the backend would answer it, with the `_id` of the post at `index` (of each
 * page) left out: what the screens show as "Error: Invalid post data.".
 */
export function postWithoutId(backend: MockBackend, index = 1) {
  return http.get(route('/posts'), ({ request }) => {
    const posts = feedPage(backend.db, new URL(request.url)).map(
      (post): Record<string, unknown> => serializePost(backend.db, post),
    )
    if (posts[index]) delete posts[index]._id
    return HttpResponse.json(posts)
  })
}
