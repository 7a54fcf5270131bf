import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { observatoryGrade } from '../test-support/observatory.ts'
import { ensureTestBuild } from '../test-support/test-build.ts'
import {
  DEPENDENCY_STYLES,
  inlineElements,
  policyInputFromBuild,
  sha256Source,
} from './build-input.ts'
import { caddyfile, headersFile, nginxServer } from './configs.ts'
import {
  cacheControl,
  contentSecurityPolicy,
  HSTS,
  isSourceMap,
  type PolicyInput,
  pathKind,
  securityHeaders,
} from './policy.ts'
import { writeNginxMain } from './write-configs.ts'

const DEMO: PolicyInput = { scriptHashes: ["'sha256-abc='"], styleHashes: ["'sha256-def='"] }
const SERVER: PolicyInput = { ...DEMO, apiOrigin: 'https://api.example.com' }

/** The CSP as a map of directive → sources. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))

describe('contentSecurityPolicy', () => {
  it('is strict: nothing unsafe, nothing from elsewhere but what the app talks to', () => {
    const csp = parse(contentSecurityPolicy(DEMO))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"])
    expect(csp.get('style-src')).toEqual(["'self'", "'sha256-def='"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    for (const sources of csp.values()) {
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      expect(sources).not.toContain('*')
    }
  })

  it('lets the page reach the API, and show its photos, in server mode only', () => {
    const csp = parse(contentSecurityPolicy(SERVER))
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com'])
    expect(csp.get('script-src')).not.toContain('https://api.example.com')
  })

  it('names Google sign-in’s origins only when it is configured', () => {
    expect(contentSecurityPolicy(SERVER)).not.toMatch(/google/)
    const csp = parse(
      contentSecurityPolicy({ ...SERVER, firebaseAuthDomain: 'app.firebaseapp.com' }),
    )
    expect(csp.get('script-src')).toContain('https://apis.google.com')
    expect(csp.get('frame-src')).toContain('https://app.firebaseapp.com')
    expect(csp.get('connect-src')).toContain('https://identitytoolkit.googleapis.com')
    expect(securityHeaders({ ...SERVER, firebaseAuthDomain: 'app.firebaseapp.com' })).toMatchObject(
      {
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      },
    )
    expect(securityHeaders(SERVER)['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })
})

describe('the rest of the policy', () => {
  it('sends HSTS over HTTPS only', () => {
    expect(securityHeaders(SERVER)).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders({ ...SERVER, https: true })['Strict-Transport-Security']).toBe(HSTS)
  })

  it('keeps hashed assets a year and asks again for everything else', () => {
    expect(cacheControl('/assets/first-view-AbC123.js')).toBe('public, max-age=31536000, immutable')
    for (const path of ['/index.html', '/config.json', '/mockServiceWorker.js', '/post/x']) {
      expect(cacheControl(path)).toBe('no-cache')
    }
  })

  it('tells routes (the page) from files (a 404 when missing)', () => {
    expect(pathKind('/')).toBe('route')
    expect(pathKind('/post/AAAAAAAAAAAAAAAA')).toBe('route')
    expect(pathKind('/reset-password')).toBe('route')
    expect(pathKind('/assets/gone.js')).toBe('asset')
    expect(pathKind('/config.json')).toBe('file')
    expect(pathKind('/some/old/file.txt')).toBe('file')
  })

  it('scores A+ by Mozilla Observatory’s rules over HTTPS, and says what HTTP alone lacks', () => {
    const https = observatoryGrade(lowerCased(securityHeaders({ ...SERVER, https: true })), {
      https: true,
      redirectsToHttps: true,
    })
    expect(https.grade, https.results.join('\n')).toBe('A+')
    expect(https.score).toBe(125)
    const plain = observatoryGrade(lowerCased(securityHeaders(SERVER)), {
      https: false,
      redirectsToHttps: false,
    })
    expect(plain.grade).not.toBe('A+')
    expect(plain.results).toContain('strict-transport-security: -20 (missing)')
  })
})

describe('inline elements of a page', () => {
  it('hashes the exact text of scripts without src and of styles', () => {
    const page =
      '<head><style>body{margin:0}</style><script type="module" src="/a.js"></script>' +
      '<script>window.x=1</script></head>'
    expect(inlineElements(page)).toEqual({ scripts: ['window.x=1'], styles: ['body{margin:0}'] })
    // echo -n 'window.x=1' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('window.x=1')).toBe("'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='")
  })
})

describe('styles the dependencies render inline', () => {
  it('are, to the byte, what the installed packages render', () => {
    const select = readFileSync(
      createRequire(import.meta.url)
        .resolve('@radix-ui/react-select')
        .replace(/index\.js$/, 'index.mjs'),
      'utf8',
    )
    for (const text of DEPENDENCY_STYLES) expect(select).toContain(`__html: \`${text}\``)
  })
})

describe('the configurations generated from the policy', () => {
  const input = { ...SERVER, scriptHashes: ["'sha256-abc='"] }
  const headers = securityHeaders(input)

  it('nginx: every header in every location, on errors too; HSTS and a redirect over HTTPS', () => {
    const plain = nginxServer(input, { root: '/srv/photobooth', port: 8080 })
    const locations = plain.split('location ').length - 1
    for (const [name, value] of Object.entries(headers)) {
      const line = `add_header ${name} "${value}" always;`
      expect(plain.split(line).length - 1, name).toBe(locations)
    }
    expect(plain).toContain('listen 8080;')
    expect(plain).not.toMatch(/^\s*add_header Strict-Transport-Security/m)
    const tls = nginxServer(input, {
      root: '/srv/photobooth',
      port: 8080,
      tls: { serverName: 'photos.example.com', certificate: '/c.pem', key: '/k.pem' },
    })
    expect(tls).toMatch(
      /^\s*add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;/m,
    )
    expect(tls).toContain('return 301 https://$host$request_uri;')
  })

  it('Caddy and _headers: the same headers', () => {
    const caddy = caddyfile(input, { root: '/srv/photobooth', port: 8080 })
    const file = headersFile(input)
    for (const [name, value] of Object.entries(headers)) {
      expect(caddy).toContain(`${name} "${value}"`)
      expect(file).toContain(`  ${name}: ${value}\n`)
    }
    expect(caddyfile(input, { root: '/srv', port: 80, address: 'photos.example.com' })).toContain(
      `Strict-Transport-Security "${HSTS}"`,
    )
  })
})

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      )
    })
  })
}

/** Until a server answers at `origin` (10 s at most). */
async function answering(origin: string) {
  const until = Date.now() + 10_000
  while (
    !(await fetch(`${origin}/`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until) throw new Error(`Nothing answers at ${origin}`)
    await new Promise((wait) => setTimeout(wait, 100))
  }
}

/** Whether a server's binary is installed (the deployment tests need both; a laptop may not). */
const installed = (path: string, probe: string) =>
  spawnSync(path, [probe], { stdio: 'ignore' }).status === 0
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'
const CADDY = process.env.CADDY_PATH || '/usr/bin/caddy'

describe('source maps', () => {
  it('are refused at any path: the policy says so of every `.map`', () => {
    for (const path of ['/sw.js.map', '/assets/first-view-A.js.map', '/deep/x.css.map']) {
      expect(isSourceMap(path), path).toBe(true)
    }
    expect(isSourceMap('/sw.js')).toBe(false)
    expect(isSourceMap('/post/map')).toBe(false)
  })

  describe.skipIf(!installed(NGINX, '-v') || !installed(CADDY, 'version'))(
    'nginx and Caddy, run with the generated configurations',
    () => {
      const work = mkdtempSync(join(tmpdir(), 'photobooth-maps-'))
      const dist = join(work, 'dist')
      const servers: ChildProcess[] = []
      const origins: Record<string, string> = {}

      beforeAll(async () => {
        mkdirSync(join(dist, 'assets'), { recursive: true })
        for (const file of ['index.html', 'sw.js', 'sw.js.map', 'assets/a.js', 'assets/a.js.map']) {
          writeFileSync(join(dist, file), `${file}\n`)
        }
        const [nginxPort, caddyPort] = [await freePort(), await freePort()]
        const nginxConf = join(work, 'nginx.conf')
        writeNginxMain(nginxConf, SERVER, {
          root: dist,
          port: nginxPort,
          prefix: join(work, 'nginx'),
          brotli: false,
        })
        const caddyFile = join(work, 'Caddyfile')
        writeFileSync(caddyFile, caddyfile(SERVER, { root: dist, port: caddyPort }))
        servers.push(
          spawn(NGINX, ['-c', nginxConf, '-e', 'stderr'], { stdio: 'ignore' }),
          spawn(CADDY, ['run', '--config', caddyFile, '--adapter', 'caddyfile'], {
            stdio: 'ignore',
            env: { ...process.env, HOME: work, XDG_CONFIG_HOME: work, XDG_DATA_HOME: work },
          }),
        )
        origins.nginx = `http://127.0.0.1:${nginxPort}`
        origins.caddy = `http://127.0.0.1:${caddyPort}`
        for (const origin of Object.values(origins)) await answering(origin)
      }, 20_000)
      afterAll(() => {
        for (const server of servers) server.kill('SIGTERM')
        rmSync(work, { recursive: true, force: true })
      })

      it.each(['nginx', 'caddy'])(
        '%s serves no `.map`, at the root or under /assets/',
        async (name) => {
          const status = async (path: string) => (await fetch(`${origins[name]}${path}`)).status
          expect(await status('/sw.js')).toBe(200)
          expect(await status('/assets/a.js')).toBe(200)
          expect(await status('/sw.js.map')).toBe(404)
          expect(await status('/assets/a.js.map')).toBe(404)
        },
      )
    },
  )
})

// The tests' production build, the one the end-to-end tests serve (made once for all of them).
describe('a real build', () => {
  let dist = ''
  beforeAll(async () => {
    dist = await ensureTestBuild({})
  }, 300_000)

  it('has every inline script and style of its page hashed in the policy, and nothing unsafe', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const { scripts, styles } = inlineElements(html)
    // The theme's script before the first paint and its early styles, at least.
    expect(scripts.length).toBeGreaterThan(0)
    expect(styles.length).toBeGreaterThan(0)
    const csp = parse(contentSecurityPolicy(policyInputFromBuild(dist, {})))
    for (const text of scripts) expect(csp.get('script-src')).toContain(sha256Source(text))
    for (const text of [...styles, ...DEPENDENCY_STYLES]) {
      expect(csp.get('style-src')).toContain(sha256Source(text))
    }
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })

  it('reads the API origin from a config.json put next to it, and from VITE_API_URL', () => {
    // Its page beside a config.json of its own: the build itself is the other tests' too.
    const beside = mkdtempSync(join(tmpdir(), 'photobooth-config-json-'))
    try {
      copyFileSync(join(dist, 'index.html'), join(beside, 'index.html'))
      writeFileSync(
        join(beside, 'config.json'),
        JSON.stringify({ apiUrl: 'https://api.example.com/' }),
      )
      expect(policyInputFromBuild(beside, {}).apiOrigin).toBe('https://api.example.com')
      expect(
        policyInputFromBuild(beside, { VITE_API_URL: 'http://127.0.0.1:5000' }).apiOrigin,
      ).toBe('http://127.0.0.1:5000')
    } finally {
      rmSync(beside, { recursive: true, force: true })
    }
  })

  it('writes _headers, _redirects and precompressed files into the build', () => {
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toContain('Content-Security-Policy: ')
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('/*  /index.html  200')
    expect(readFileSync(join(dist, 'index.html.br')).length).toBeGreaterThan(0)
  })
})
