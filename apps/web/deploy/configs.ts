import {
  HSTS,
  IMMUTABLE,
  type PolicyInput,
  REVALIDATE,
  SOURCE_MAP_SUFFIX,
  securityHeaders,
} from './policy.ts'

/**
 * The shipped server configurations, generated from the one policy (policy.ts) for a build:
 * nginx, Caddy, and the `_headers` / `_redirects` files static hosts read. Never edit their
 * output by hand: run `npm run deploy-config` again.
 */

export interface ServerConfigOptions {
  /** The build's folder on the server (absolute). */
  root: string
  /** The port to listen on (plain HTTP; HTTPS is the deployer's, see the README). */
  port: number
  /** Serve source maps to the public (off by default). */
  sourceMaps?: boolean
  /** nginx: serve the `.br` files (needs the brotli_static module: Debian's
   * libnginx-mod-http-brotli-static). On by default. */
  brotli?: boolean
  /** nginx over HTTPS: the site's name and its certificate. The server then listens on 443
   * with HSTS, and port 80 redirects to it. */
  tls?: { serverName: string; certificate: string; key: string }
}

const GENERATED =
  'Generated from apps/web/deploy/policy.ts by `npm run deploy-config`: do not edit, generate again.'

/** Headers without HSTS (added only where the deployer serves HTTPS). */
function headerLines(input: PolicyInput): [string, string][] {
  return Object.entries(securityHeaders({ ...input, https: false }))
}

/** nginx: escapes a header value for a double-quoted string. */
const quoted = (value: string) => `"${value.replace(/(["\\$])/g, '\\$1')}"`

/**
 * An nginx `server` block for the build. Every location repeats the headers (an `add_header`
 * in a location replaces all of the server's); `always` puts them on errors too, but
 * Cache-Control only goes with what is served (a 404 is never kept).
 */
export function nginxServer(input: PolicyInput, options: ServerConfigOptions): string {
  const { tls } = options
  const hsts = `add_header Strict-Transport-Security ${quoted(HSTS)} always;`
  const headers = (cache: string, indent = '    ') =>
    [
      ...headerLines(input).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
      `add_header Cache-Control ${quoted(cache)};`,
      tls ? hsts : `# HTTPS: ${hsts}`,
    ]
      .map((line) => `${indent}${line}`)
      .join('\n')
  // Source maps stay private at any path (policy.ts): under /assets/, whose prefix location
  // stops nginx from looking at the server's regular expressions, and everywhere else.
  const mapsAt = (indent: string) =>
    options.sourceMaps
      ? ''
      : `
${indent}# Source maps stay private (generate with --source-maps to serve them).
${indent}location ~ ${SOURCE_MAP_SUFFIX.replace('.', '\\.')}$ {
${headers(REVALIDATE, `${indent}  `)}
${indent}  return 404;
${indent}}
`
  const listen = tls
    ? `  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  server_name ${tls.serverName};
  ssl_certificate ${tls.certificate};
  ssl_certificate_key ${tls.key};
  ssl_protocols TLSv1.2 TLSv1.3;`
    : `  listen ${options.port};
  # HTTPS: generate with --server-name, --tls-certificate and --tls-key (see the README).
  server_name _;`
  const redirect = tls
    ? `
# Plain HTTP only leads to HTTPS, on the same host.
server {
  listen 80;
  listen [::]:80;
  server_name ${tls.serverName};
  server_tokens off;
  return 301 https://$host$request_uri;
}
`
    : ''
  return `# ${GENERATED}
server {
${listen}
  root ${options.root};
  index index.html;
  server_tokens off;
  charset utf-8;
  charset_types text/css application/javascript application/json text/plain image/svg+xml;

  # Precompressed at build time: brotli where the client accepts it, else gzip.
  gzip_static on;
${options.brotli === false ? '' : '  brotli_static on;\n'}  gzip_vary on;

  # Hashed build assets: kept forever; a missing one is a 404, never the page.
  location ^~ /assets/ {
${headers(IMMUTABLE)}
${mapsAt('    ')}
    try_files $uri =404;
  }
${mapsAt('  ')}
  # Other files (the demo's service worker, config.json): asked again every time; a missing
  # one is a 404.
  location ~ \\.[A-Za-z0-9]+$ {
${headers(REVALIDATE)}
    try_files $uri =404;
  }

  # Every other path is a route of the app: the page, 200.
  location / {
${headers(REVALIDATE)}
    try_files $uri /index.html;
  }
}
${redirect}`
}

/** A whole nginx.conf around the server block: one nginx process in the foreground, writing
 * only under `prefix`, for a quick start and for the tests (`nginx -c <file>`). */
export function nginxMain(
  server: string,
  { brotli = true, prefix }: { brotli?: boolean; prefix: string },
) {
  const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
  return `# ${GENERATED}
${brotli ? `load_module ${module};\n` : ''}daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/manifest+json webmanifest; text/javascript mjs; }
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${server
  .trim()
  .split('\n')
  .map((line) => `  ${line}`.trimEnd())
  .join('\n')}
}
`
}

/** Caddy: escapes a header value for a double-quoted Caddyfile token. */
const caddyQuoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`

/**
 * A Caddyfile site for the build. A site address with a domain gets HTTPS from Caddy itself
 * (and then HSTS); `:PORT` serves plain HTTP.
 */
export function caddyfile(
  input: PolicyInput,
  options: ServerConfigOptions & { address?: string },
): string {
  const address = options.address ?? `:${options.port}`
  const https = !address.startsWith(':') && !address.startsWith('http://')
  const lines = [...headerLines(input), ...(https ? [['Strict-Transport-Security', HSTS]] : [])]
  const headersAt = (indent: string) =>
    lines.map(([name, value]) => `${indent}${name} ${caddyQuoted(value ?? '')}`).join('\n')
  const headers = headersAt('\t\t')
  const maps = options.sourceMaps ? '' : '\t\t# Source maps stay private.\n\t\trespond @maps 404\n'
  return `# ${GENERATED}
{
\tadmin off
}

${address} {
\troot * ${options.root}
\theader {
${headers}
\t\t-Server
\t}
\t# Hashed build assets that exist: kept forever. Everything else is asked again.
\t@asset {
\t\tpath /assets/*
\t\tfile
\t}
\theader @asset Cache-Control ${caddyQuoted(IMMUTABLE)}
\t@revalidate {
\t\tnot {
\t\t\tpath /assets/*
\t\t\tfile
\t\t}
\t}
\theader @revalidate Cache-Control ${caddyQuoted(REVALIDATE)}
	# The web app manifests' type (one per language), which Caddy does not know by their extension.
	@manifests path *.webmanifest
	header @manifests Content-Type "application/manifest+json"
	@maps path *${SOURCE_MAP_SUFFIX}
\t# A path without an extension is a route of the app: the page, 200. A missing file is a 404.
\t@route {
\t\tnot path_regexp \\.[A-Za-z0-9]+$
\t\tnot file
\t}
\troute {
${maps}\t\trewrite @route /index.html
\t\tfile_server {
\t\t\tprecompressed br gzip
\t\t}
\t}
\t# Errors (a 404) are answered anew: the same headers again, never kept.
\thandle_errors {
\t\theader {
${headersAt('\t\t\t')}
\t\t\tCache-Control ${caddyQuoted(REVALIDATE)}
\t\t\t-Server
\t\t}
\t\trespond "{err.status_code} {err.status_text}"
\t}
}
`
}

/**
 * `_headers`, as static hosts read it (Netlify, Cloudflare Pages): the security headers on
 * every path, and the hashed assets kept forever (pages are revalidated by these hosts by
 * default).
 */
export function headersFile(input: PolicyInput): string {
  const all = headerLines(input)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')
  return `# ${GENERATED}
# HTTPS hosts: add "Strict-Transport-Security: ${HSTS}" under /*.
/*
${all}

/assets/*
  Cache-Control: ${IMMUTABLE}
`
}

/** `_redirects` (Netlify's): a missing asset is a 404; every other path is the page. */
export function redirectsFile(): string {
  return `# ${GENERATED}
/assets/*  /404  404
/*  /index.html  200
`
}
