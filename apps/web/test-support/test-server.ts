import { readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { sha256Source } from '../deploy/build-input.ts'
import { pathKind, securityHeaders } from '../deploy/policy.ts'
import {
  CSP_REPORT_PATH,
  logCspReport,
  readBody,
  requestPath,
  type StaticServerOptions,
  staticHandler,
} from '../deploy/server.ts'

/** The path the test server collects the pages' console errors at. */
export const CONSOLE_REPORT_PATH = '/__console-report'

/**
 * For tests in engines whose driver cannot read the console (WebKit's WebDriver): a first
 * script of the page, allowed by its hash, that sends every console error, uncaught error and
 * unhandled rejection of the page to the server. Not the notice that a ResizeObserver's
 * changes went on to the next frame: the browser does just that, and prints nothing.
 */
export const CONSOLE_HOOK = `(function(){var send=function(kind,parts){try{navigator.sendBeacon(${JSON.stringify(
  CONSOLE_REPORT_PATH,
)},JSON.stringify({kind:kind,page:location.pathname,text:parts.map(function(part){return part instanceof Error?part.stack||String(part):typeof part==="string"?part:(function(){try{return JSON.stringify(part)}catch(e){return String(part)}})()}).join(" ")}))}catch(e){}};var error=console.error;console.error=function(){send("console.error",[].slice.call(arguments));return error.apply(console,arguments)};addEventListener("error",function(event){if(/^ResizeObserver loop/.test(event.message))return;send("error",[event.error||event.message])});addEventListener("unhandledrejection",function(event){send("unhandledrejection",[event.reason])})})()`

export interface TestServerOptions extends Omit<StaticServerOptions, 'onCspReport'> {
  /**
   * Puts `CONSOLE_HOOK` first in the page (its hash in the policy) and collects what it sends
   * at `POST /__console-report`, each line with its sender's user agent.
   */
  consoleReports?: boolean
}

function list(response: ServerResponse, items: unknown[]) {
  response.setHeader('Content-Type', 'application/json')
  response.setHeader('Cache-Control', 'no-store')
  response.end(JSON.stringify(items))
}

/**
 * The production server (deploy/server.ts) with what the tests check after it: the policy asks
 * browsers to report violations, which are printed and listed at `GET /__csp-report`; with
 * `consoleReports`, the pages' console errors too, listed at `GET /__console-report`.
 */
export function createTestServer({
  consoleReports = false,
  ...options
}: TestServerOptions): Server {
  const policy = {
    ...options.policy,
    scriptHashes: consoleReports
      ? [...options.policy.scriptHashes, sha256Source(CONSOLE_HOOK)]
      : options.policy.scriptHashes,
    reportUri: CSP_REPORT_PATH,
  }
  const reports: unknown[] = []
  const consoleLines: unknown[] = []
  const production = staticHandler({
    ...options,
    policy,
    onCspReport: (report) => {
      reports.push(report)
      logCspReport(report)
    },
  })
  const headers = securityHeaders(policy)
  const page = consoleReports
    ? readFileSync(join(options.dist, 'index.html'), 'utf8').replace(
        '<head>',
        `<head><script>${CONSOLE_HOOK}</script>`,
      )
    : undefined

  return createServer((request, response) => {
    // Every answer under the policy, the collectors' own included (the production handler sets
    // the same headers again for what it answers).
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    const pathname = requestPath(request)
    const reading = request.method === 'GET' || request.method === 'HEAD'
    if (pathname === CSP_REPORT_PATH && request.method === 'GET') return list(response, reports)
    if (page !== undefined && pathname === CONSOLE_REPORT_PATH) {
      if (request.method === 'GET') return list(response, consoleLines)
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
    if (
      page !== undefined &&
      reading &&
      pathname !== undefined &&
      (pathKind(pathname) === 'route' || pathname === '/index.html')
    ) {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Cache-Control', 'no-store')
      response.end(request.method === 'HEAD' ? undefined : page)
      return
    }
    production(request, response)
  })
}
