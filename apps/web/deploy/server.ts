import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, normalize } from 'node:path'
import sirv from 'sirv'
import { sha256Source } from './build-input.ts'
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
   * Collects the CSP violation reports browsers send to `POST /__csp-report` (the policy's
   * `reportUri` must point there): each is printed, and `GET /__csp-report` lists them all.
   */
  cspReports?: boolean
  /**
   * Puts `CONSOLE_HOOK` first in the page (its hash in the policy) and collects what it sends
   * at `POST /__console-report`, each line with its sender's user agent; `GET /__console-report`
   * lists it. Tests only.
   */
  consoleReports?: boolean
}

/** The path the server collects CSP reports at, when asked to. */
export const CSP_REPORT_PATH = '/__csp-report'

/** The path the server collects the pages' console errors at, when asked to (tests). */
export const CONSOLE_REPORT_PATH = '/__console-report'

/**
 * For tests in engines whose driver cannot read the console (WebKit's WebDriver): a first
 * script of the page, allowed by its hash, that sends every console error, uncaught error and
 * unhandled rejection of the page to the server. Not the notice that a ResizeObserver's
 * changes went on to the next frame: the browser does just that, and prints nothing.
 */
export const CONSOLE_HOOK = `(function(){var send=function(kind,parts){try{navigator.sendBeacon(${JSON.stringify(
  '/__console-report',
)},JSON.stringify({kind:kind,page:location.pathname,text:parts.map(function(part){return part instanceof Error?part.stack||String(part):typeof part==="string"?part:(function(){try{return JSON.stringify(part)}catch(e){return String(part)}})()}).join(" ")}))}catch(e){}};var error=console.error;console.error=function(){send("console.error",[].slice.call(arguments));return error.apply(console,arguments)};addEventListener("error",function(event){if(/^ResizeObserver loop/.test(event.message))return;send("error",[event.error||event.message])});addEventListener("unhandledrejection",function(event){send("unhandledrejection",[event.reason])})})()`

function notFound(response: ServerResponse) {
  response.statusCode = 404
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.setHeader('Cache-Control', REVALIDATE)
  response.end('Not found\n')
}

function readBody(request: IncomingMessage): Promise<string> {
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

/**
 * The production server of `npm start`: the build's files through sirv (precompressed brotli
 * or gzip, ETags), every response with the policy's headers, hashed assets cached for a year,
 * routes answered with the page, a missing file with a 404, source maps private.
 */
export function createStaticServer({
  dist,
  policy,
  sourceMaps = false,
  cspReports = false,
  consoleReports = false,
}: StaticServerOptions): Server {
  const headers = securityHeaders(
    consoleReports
      ? { ...policy, scriptHashes: [...policy.scriptHashes, sha256Source(CONSOLE_HOOK)] }
      : policy,
  )
  const reports: unknown[] = []
  const consoleLines: unknown[] = []
  const page = consoleReports
    ? readFileSync(join(dist, 'index.html'), 'utf8').replace(
        '<head>',
        `<head><script>${CONSOLE_HOOK}</script>`,
      )
    : undefined
  const files = sirv(dist, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    // Routes get the page; a path with an extension never does (sirv's default ignores).
    single: true,
  })

  return createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      response.statusCode = 400
      response.end()
      return
    }

    if (cspReports && pathname === CSP_REPORT_PATH) {
      if (request.method === 'GET') {
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-store')
        response.end(JSON.stringify(reports))
        return
      }
      void readBody(request).then(
        (body) => {
          let report: unknown = body
          try {
            report = JSON.parse(body)
          } catch {
            // Kept as the text it came as.
          }
          reports.push(report)
          console.error(`Content-Security-Policy violation: ${JSON.stringify(report)}`)
          response.statusCode = 204
          response.end()
        },
        () => response.destroy(),
      )
      return
    }
    if (consoleReports && pathname === CONSOLE_REPORT_PATH) {
      if (request.method === 'GET') {
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-store')
        response.end(JSON.stringify(consoleLines))
        return
      }
      // Each line names the browser that sent it (tests run several side by side).
      const agent = request.headers['user-agent'] ?? ''
      void readBody(request).then(
        (body) => {
          try {
            consoleLines.push({ ...JSON.parse(body), agent })
          } catch {
            consoleLines.push({ kind: 'unreadable', text: body, agent })
          }
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
    if (page !== undefined && (kind === 'route' || pathname === '/index.html')) {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Cache-Control', 'no-store')
      response.end(request.method === 'HEAD' ? undefined : page)
      return
    }
    files(request, response, () => notFound(response))
  })
}
