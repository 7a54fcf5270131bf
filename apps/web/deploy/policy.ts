/**
 * How PhotoBooth must be served, written once: the security headers (a strict
 * Content-Security-Policy above all), caching, what falls back to the page and what is a 404.
 * `npm start`'s server applies it directly; the nginx, Caddy and static-host (`_headers`)
 * configurations are generated from it (see configs.ts). Pure: no file or network access.
 */

/** What the policy depends on, read from a build (see build-input.ts). */
export interface PolicyInput {
  /** `'sha256-…'` of each inline `<script>` of the built index.html. */
  scriptHashes: readonly string[]
  /** `'sha256-…'` of each inline `<style>` of the built index.html. */
  styleHashes: readonly string[]
  /** The API's origin in server mode (`https://api.example.com`); none in demo mode, where the
   * page's own origin answers (the service worker). */
  apiOrigin?: string | undefined
  /** Google sign-in's Firebase auth domain, when it is configured. */
  firebaseAuthDomain?: string | undefined
  /** Served over HTTPS: Strict-Transport-Security is sent. */
  https?: boolean
  /** Where browsers report violations (a `report-uri`); none by default. */
  reportUri?: string | undefined
}

/** Two years, subdomains included: what HSTS preload lists ask for. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** Hashed build assets never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (the page, config.json, the service worker script) is asked again. */
export const REVALIDATE = 'no-cache'

/** Where Google's sign-in (Firebase Authentication, popup flow) talks to and frames. */
function googleSignIn(authDomain: string) {
  return {
    script: ['https://apis.google.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frame: [`https://${authDomain}`, 'https://accounts.google.com'],
  }
}

/**
 * The Content-Security-Policy, enforced. No `'unsafe-inline'` and no `'unsafe-eval'`: the
 * page's own inline script and style go by their hashes. `'wasm-unsafe-eval'` lets the HEIC
 * decoder (libheif, WebAssembly) compile; it allows no JavaScript eval.
 */
export function contentSecurityPolicy(input: PolicyInput): string {
  const api = input.apiOrigin ? [input.apiOrigin] : []
  const google = input.firebaseAuthDomain ? googleSignIn(input.firebaseAuthDomain) : undefined
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      "'wasm-unsafe-eval'",
      ...input.scriptHashes,
      ...(google?.script ?? []),
    ],
    ['style-src', "'self'", ...input.styleHashes],
    // Photos from the API; previews of chosen photos (blob:) and the page's icon (data:).
    ['img-src', "'self'", 'data:', 'blob:', ...api],
    ['connect-src', "'self'", ...api, ...(google?.connect ?? [])],
    // The self-hosted fonts of the UI, when an app bundles them.
    ['font-src', "'self'"],
    // The photo worker and the demo's service worker, both scripts of this origin.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['media-src', "'none'"],
    ['frame-src', ...(google?.frame ?? ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  if (input.reportUri) directives.push(['report-uri', input.reportUri])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * Browser features the app never uses, denied to it and to anything it embeds. Clipboard
 * writing stays (the share button copies a link).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const

export function permissionsPolicy(): string {
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), 'clipboard-write=(self)'].join(', ')
}

/** The headers every response carries, with what each is for. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  const headers: Record<string, string> = {
    // What the page may load and run, and who may frame it (nobody).
    'Content-Security-Policy': contentSecurityPolicy(input),
    // A response is what its Content-Type says: no guessing a script out of an upload.
    'X-Content-Type-Options': 'nosniff',
    // Other sites learn the origin at most, never a post's or a reset link's path.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Features the app does not use are off.
    'Permissions-Policy': permissionsPolicy(),
    // No other window keeps a handle on this one; Google's sign-in popup may still report back.
    'Cross-Origin-Opener-Policy': input.firebaseAuthDomain
      ? 'same-origin-allow-popups'
      : 'same-origin',
    // The app's files are for the app's own pages.
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Framing refused for browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  }
  // Only over HTTPS: from then on the browser refuses plain HTTP for this host.
  if (input.https) headers['Strict-Transport-Security'] = HSTS
  return headers
}

/** What a request path is: a build asset, another file of the build, or a route of the app. */
export type PathKind = 'asset' | 'file' | 'route'

/**
 * A path whose last segment has an extension is a file (a missing one is a 404); anything else
 * is a route of the single-page app (index.html, 200).
 */
export function pathKind(pathname: string): PathKind {
  if (pathname.startsWith('/assets/')) return 'asset'
  return /\/[^/]+\.[A-Za-z0-9]+$/.test(pathname) ? 'file' : 'route'
}

/** `Cache-Control` for a file that exists: hashed assets forever, the rest asked again. */
export function cacheControl(pathname: string): string {
  return pathKind(pathname) === 'asset' ? IMMUTABLE : REVALIDATE
}

/** What every source map's path ends with, wherever it is (`/sw.js.map` as `/assets/…`). */
export const SOURCE_MAP_SUFFIX = '.map'

/**
 * Source maps are not served to the public unless the deployer says so: at any path, the
 * service worker's beside the page as much as the chunks' under `/assets/`.
 */
export function isSourceMap(pathname: string): boolean {
  return pathname.endsWith(SOURCE_MAP_SUFFIX)
}

/** The files worth precompressing (text); photos are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|wasm|webmanifest)$/
