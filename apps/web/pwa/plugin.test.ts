import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import type { Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServiceWorker, precacheEntries } from './plugin'

type Output = Rolldown.OutputChunk | Rolldown.OutputAsset

function chunk(
  fileName: string,
  {
    facade = null,
    imports = [],
    dynamicImports = [],
    css = [],
  }: { facade?: string | null; imports?: string[]; dynamicImports?: string[]; css?: string[] } = {},
): Output {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk
}

function asset(fileName: string, source: string): Output {
  return { type: 'asset', fileName, source } as unknown as Rolldown.OutputAsset
}

const bundle = (outputs: Output[]) =>
  Object.fromEntries(outputs.map((output) => [output.fileName, output])) as Rolldown.OutputBundle

describe('precacheEntries', () => {
  const outputs = [
    asset(
      'index.html',
      '<script type="module" src="/assets/first-view-A.js"></script><link rel="stylesheet" href="/assets/first-view-A.css">',
    ),
    chunk('assets/first-view-A.js', {
      imports: ['assets/runtime-A.js'],
      dynamicImports: [
        'assets/router-A.js',
        'assets/start-demo-A.js',
        'assets/firebase-provider-A.js',
        'assets/en-XA-A.js',
      ],
    }),
    chunk('assets/runtime-A.js'),
    chunk('assets/router-A.js', {
      facade: '/repo/apps/web/src/router.tsx',
      dynamicImports: ['assets/PostRoute-A.js'],
      css: ['assets/router-A.css'],
    }),
    chunk('assets/PostRoute-A.js', {
      facade: '/repo/apps/web/src/routes/PostRoute.tsx',
      imports: ['assets/shared-A.js'],
    }),
    chunk('assets/shared-A.js'),
    chunk('assets/start-demo-A.js', {
      facade: '/repo/apps/web/src/demo/start-demo.ts',
      imports: ['assets/faker-A.js'],
    }),
    chunk('assets/faker-A.js'),
    chunk('assets/firebase-provider-A.js', {
      facade: '/repo/apps/web/src/identity/firebase-provider.ts',
    }),
    chunk('assets/en-XA-A.js', { facade: '/repo/packages/ui/src/i18n/compiled/en-XA.ts' }),
    asset('assets/photo-worker-A.js', 'worker'),
    asset('assets/libheif-bundle-A.js', 'decoder'),
    asset('manifest.webmanifest', '{}'),
    asset('manifest.es.webmanifest', '{}'),
    asset('manifest.ar.webmanifest', '{}'),
    asset('icons/icon-192.png', 'png'),
    asset('assets/photo-01-A.jpg', 'jpeg'),
  ]

  it('holds the page, every chunk it may need with its styles, the photo worker, the manifests and icons', () => {
    const urls = precacheEntries(bundle(outputs)).map((entry) => entry.url)
    expect(urls.sort()).toEqual(
      [
        '/assets/PostRoute-A.js',
        '/assets/first-view-A.css',
        '/assets/first-view-A.js',
        '/assets/photo-worker-A.js',
        '/assets/router-A.css',
        '/assets/router-A.js',
        '/assets/runtime-A.js',
        '/assets/shared-A.js',
        '/icons/icon-192.png',
        '/index.html',
        '/manifest.webmanifest',
        '/manifest.es.webmanifest',
        '/manifest.ar.webmanifest',
      ].sort(),
    )
  })

  it('leaves out what a page may never run: the demo, Google sign-in, the HEIC decoder, tools', () => {
    const urls = precacheEntries(bundle(outputs)).map((entry) => entry.url)
    for (const left of ['start-demo', 'faker', 'firebase', 'en-XA', 'libheif', 'photo-01']) {
      expect(urls.some((url) => url.includes(left))).toBe(false)
    }
  })

  it('revisions the files whose names hold no hash, by their content', () => {
    const entries = precacheEntries(bundle(outputs))
    const revision = (url: string) => entries.find((entry) => entry.url === url)?.revision
    expect(revision('/assets/first-view-A.js')).toBeNull()
    expect(revision('/index.html')).toMatch(/^[0-9a-f]{16}$/)
    const changed = outputs.map((output) =>
      output.fileName === 'index.html'
        ? asset('index.html', `${(output as Rolldown.OutputAsset).source} `)
        : output,
    )
    expect(
      precacheEntries(bundle(changed)).find((entry) => entry.url === '/index.html')?.revision,
    ).not.toBe(revision('/index.html'))
  })
})

describe('the service worker, as built', () => {
  const app = fileURLToPath(new URL('..', import.meta.url))
  const out = mkdtempSync(join(tmpdir(), 'photobooth-sw-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  /** The worker of a build made for `apiUrl` (none: a build that reads `/config.json`). */
  async function built(name: string, apiUrl?: string): Promise<string> {
    const before = process.env.VITE_API_URL
    if (apiUrl) process.env.VITE_API_URL = apiUrl
    else delete process.env.VITE_API_URL
    try {
      await buildServiceWorker({
        root: app,
        mode: 'production',
        envDir: app,
        outDir: join(out, name),
        entries: [],
      })
    } finally {
      if (before === undefined) delete process.env.VITE_API_URL
      else process.env.VITE_API_URL = before
    }
    return readFileSync(join(out, name, 'sw.js'), 'utf8')
  }

  /** The scripts the worker imports as it starts, registered at `scriptUrl`. */
  function importsOf(source: string, scriptUrl: string): string[] {
    const imported: string[] = []
    const nothing = async () => undefined
    const scope: Record<string, unknown> = {
      location: new URL(scriptUrl),
      registration: { scope: new URL('/', scriptUrl).href, unregister: async () => true },
      importScripts: (...urls: string[]) => imported.push(...urls),
      addEventListener: () => undefined,
      skipWaiting: nothing,
      clients: { claim: nothing },
      caches: { open: async () => ({ match: nothing, put: nothing }), match: nothing },
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
      ...{ URL, URLSearchParams, Request, Response, Headers, setTimeout, clearTimeout, console },
    }
    scope.self = scope
    runInNewContext(source, scope)
    return imported
  }

  it('of a build made for a server carries no mock backend, and imports none', async () => {
    const source = await built('server', 'https://api.example.com')
    expect(source).not.toContain('mockServiceWorker')
    expect(importsOf(source, 'https://photos.example/sw.js')).toEqual([])
  }, 60_000)

  it('of a build that reads config.json imports the demo’s backend only registered as the demo’s', async () => {
    const source = await built('config')
    expect(importsOf(source, 'https://photos.example/sw.js')).toEqual([])
    expect(importsOf(source, 'https://photos.example/sw.js?demo')).toEqual([
      '/mockServiceWorker.js',
    ])
  }, 60_000)
})
