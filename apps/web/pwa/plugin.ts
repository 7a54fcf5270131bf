import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, loadEnv, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { readsRuntimeConfig } from '../src/config/app-config.ts'
import { MANIFEST_LOCALES, manifestPath } from '../src/install/manifest-link.ts'
import { SERVICE_WORKER_URL } from '../src/service-worker/protocol.ts'
import { workspaceSourceAliases } from '../workspace-aliases.ts'
import { APPLE_TOUCH_ICON, webAppManifest } from './manifest.ts'

const PWA_DIR = fileURLToPath(new URL('.', import.meta.url))

/** The manifests' files, one per language (English's is the one the page names at first). */
const isManifest = (fileName: string) => /^manifest(\.[\w-]+)?\.webmanifest$/.test(fileName)

/**
 * Chunks the precache leaves out: code a page may never run (the demo and its backend, Google
 * sign-in, the HEIC decoder, the development tools of the catalogues). The service worker keeps
 * each the first time it is used.
 */
const LEFT_OUT = [
  /\/apps\/web\/src\/demo\//,
  /\/packages\/mocks\//,
  /firebase/,
  /libheif/,
  /\/i18n\/compile-messages\.ts$/,
  /\/i18n\/compiled\/en-XA\.ts$/,
  /\/i18n\/dev-warnings\.ts$/,
]

export interface PrecacheEntry {
  url: string
  /** `null` for a file whose name holds its hash. */
  revision: string | null
}

function revisionOf(source: string | Uint8Array): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 16)
}

/**
 * What the service worker precaches: the page, and from its scripts every chunk they import or
 * may import (but those `LEFT_OUT`) with their styles; the photo worker; the manifest and icons.
 */
export function precacheEntries(bundle: Rolldown.OutputBundle): PrecacheEntry[] {
  const files = new Set<string>()
  const byName = new Map(Object.values(bundle).map((output) => [output.fileName, output]))
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName)
    if (chunk?.type !== 'chunk' || files.has(fileName)) return
    files.add(fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const imported of chunk.imports) visit(imported)
    for (const imported of chunk.dynamicImports) {
      const target = byName.get(imported)
      const id = target?.type === 'chunk' ? (target.facadeModuleId ?? '') : ''
      if (!LEFT_OUT.some((pattern) => pattern.test(id))) visit(imported)
    }
  }
  // From the page's scripts and styles (its entry chunk may be merged into a group, and then
  // is no entry of the bundle's).
  const page = byName.get('index.html')
  const html = page?.type === 'asset' ? String(page.source) : ''
  for (const [, name] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (name?.endsWith('.css')) files.add(name)
    else if (name) visit(name)
  }
  // The photo worker is built on its own, and arrives here as a file (its HEIC decoder as another).
  for (const name of byName.keys()) {
    if (/^assets\/photo-worker-[\w-]+\.js$/.test(name)) files.add(name)
  }
  const entries: PrecacheEntry[] = [...files]
    .sort()
    .map((name) => ({ url: `/${name}`, revision: null }))
  for (const output of byName.values()) {
    const { fileName } = output
    if (
      output.type === 'asset' &&
      (fileName === 'index.html' || isManifest(fileName) || /^icons\/[\w-]+\.png$/.test(fileName))
    ) {
      entries.push({ url: `/${fileName}`, revision: revisionOf(output.source) })
    }
  }
  return entries
}

/**
 * The installable app: the manifest, its icons and screenshots (from pwa/), the page's links to
 * them, and the service worker, built after the app (it needs the list of the app's files) into
 * /sw.js: one classic script, since the demo's MSW worker is imported into it (in the demo
 * only: see `buildServiceWorker`).
 */
export function phoneApp({ productName }: { productName: string }): Plugin {
  let config: ResolvedConfig
  return {
    name: 'photobooth-phone-app',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: manifestPath('en') }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON },
          injectTo: 'head',
        },
        {
          tag: 'meta',
          attrs: { name: 'apple-mobile-web-app-title', content: productName },
          injectTo: 'head',
        },
      ]
    },
    generateBundle() {
      for (const locale of MANIFEST_LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: `${JSON.stringify(webAppManifest(productName, locale), null, 2)}\n`,
        })
      }
      for (const folder of ['icons', 'screenshots']) {
        const dir = `${PWA_DIR}${folder}`
        if (!existsSync(dir)) continue
        for (const file of readdirSync(dir)) {
          this.emitFile({
            type: 'asset',
            fileName: `${folder}/${file}`,
            source: readFileSync(`${dir}/${file}`),
          })
        }
      }
    },
    async writeBundle(options, bundle) {
      await buildServiceWorker({
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        outDir: options.dir ?? config.build.outDir,
        entries: precacheEntries(bundle),
      })
    },
  }
}

/**
 * Builds the service worker (src/service-worker/sw.ts) into `outDir`/sw.js with Vite itself:
 * one classic script, with the precache list `entries`. A build that may run the demo (made for
 * no server: it reads `/config.json`) carries the demo's backend, imported only when the worker
 * is registered as the demo's; a build made for a server (`VITE_API_URL`) has none of it.
 */
export async function buildServiceWorker({
  root,
  mode,
  envDir,
  outDir,
  entries,
}: {
  root: string
  mode: string
  /** Where the build's `.env` files are (`false`: none); the process's `VITE_*` count too. */
  envDir: string | false
  outDir: string
  entries: PrecacheEntry[]
}): Promise<void> {
  // As the app's build reads them: its `.env` files, and the process's own `VITE_*` over them.
  const env = loadEnv(mode, envDir, 'VITE_')
  await build({
    configFile: false,
    root,
    mode,
    envDir,
    logLevel: 'warn',
    // The workspace packages from source, as the app's build takes them.
    resolve: { alias: workspaceSourceAliases() },
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(entries),
      __DEMO_BACKEND__: JSON.stringify(readsRuntimeConfig(env)),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url)),
        formats: ['iife'],
        name: 'photoboothServiceWorker',
        fileName: () => SERVICE_WORKER_URL.slice(1),
      },
    },
  })
}
