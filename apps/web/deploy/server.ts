import { existsSync, statSync } from 'node:fs'
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http'
import { join, normalize } from 'node:path'
import sirv from 'sirv'
import {
  cacheControl,
  isSourceMap,
  type PolicyInput,
  pathKind,
  REVALIDATE,
  securityHeaders,
} from './policy.ts'

export interface StaticServerOptions {
  /** The build's folder. */
  dist: string
  /** The policy's input for that build (see build-input.ts). */
  policy: PolicyInput
  /** Serve source maps to the public (off by default). */
  sourceMaps?: boolean
  /**
   * Takes each CSP violation report browsers send to `POST /__csp-report` (the policy's
   * `reportUri` must point there), parsed when it is JSON. Without it there is no such address.
   */
  onCspReport?: (report: unknown) => void
}

/** The path the server takes CSP reports at, when it is given somewhere to put them. */
export const CSP_REPORT_PATH = '/__csp-report'

/** Prints a CSP violation report: the operator's view of what the policy refused. */
export function logCspReport(report: unknown): void {
  console.error(`Content-Security-Policy violation: ${JSON.stringify(report)}`)
}

/** A request's path, decoded; none when it cannot be (the server answers 400). */
export function requestPath(request: IncomingMessage): string | undefined {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
  } catch {
    return undefined
  }
}

/** A request's body as text; a body over 64 KB ends the connection (reports are small). */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 64 * 1024) request.destroy()
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function notFound(response: ServerResponse) {
  response.statusCode = 404
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.setHeader('Cache-Control', REVALIDATE)
  response.end('Not found\n')
}

/**
 * How `npm start` answers a request: the build's files through sirv (precompressed brotli or
 * gzip, ETags), every response with the policy's headers, hashed assets cached for a year,
 * routes answered with the page, a missing file with a 404, source maps private, and the CSP
 * reports taken when there is somewhere to put them.
 */
export function staticHandler({
  dist,
  policy,
  sourceMaps = false,
  onCspReport,
}: StaticServerOptions): RequestListener {
  const headers = securityHeaders(policy)
  const files = sirv(dist, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    // Routes get the page; a path with an extension never does (sirv's default ignores).
    single: true,
  })

  return (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    const pathname = requestPath(request)
    if (pathname === undefined) {
      response.statusCode = 400
      response.end()
      return
    }

    if (onCspReport && request.method === 'POST' && pathname === CSP_REPORT_PATH) {
      void readBody(request).then(
        (body) => {
          let report: unknown = body
          try {
            report = JSON.parse(body)
          } catch {
            // Kept as the text it came as.
          }
          onCspReport(report)
          response.statusCode = 204
          response.end()
        },
        () => response.destroy(),
      )
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405
      response.setHeader('Allow', 'GET, HEAD')
      response.end()
      return
    }
    if (!sourceMaps && isSourceMap(pathname)) return notFound(response)

    const kind = pathKind(pathname)
    const file = join(dist, normalize(pathname))
    const exists = file.startsWith(dist) && existsSync(file) && statSync(file).isFile()
    // A file that is there: cached as its kind says; the page (for a route): asked again.
    response.setHeader('Cache-Control', exists ? cacheControl(pathname) : REVALIDATE)
    if (kind !== 'route' && !exists) return notFound(response)
    files(request, response, () => notFound(response))
  }
}

/** The production server of `npm start` (see staticHandler). */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(staticHandler(options))
}
