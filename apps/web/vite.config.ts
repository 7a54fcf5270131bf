import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import {
  defineConfig,
  type HtmlTagDescriptor,
  type IndexHtmlTransformContext,
  type IndexHtmlTransformResult,
  type Plugin,
  type ResolvedConfig,
} from 'vite'
import { policyInputFromBuild } from './deploy/build-input.ts'
import { precompress, writeDeployConfigs } from './deploy/write-configs.ts'
import { phoneApp } from './pwa/plugin.ts'
import { readsRuntimeConfig } from './src/config/app-config.ts'
import { EARLY_FEED_OPTIONS, preloadSignedInFeed, requestFeedEarly } from './src/early-feed.ts'
import {
  LANGUAGE_STORAGE_KEY,
  markLanguage,
  preloadCatalogue,
  warmFormats,
} from './src/language/mark-language.ts'
import { PRODUCT_NAME } from './src/product.ts'
import { markThemeChoice, THEME_STORAGE_KEY } from './src/theme/theme-choice.ts'
import { workspaceSourceAliases } from './workspace-aliases.ts'

/**
 * The head's own tags (the scripts below) go before anything that blocks rendering or loads the
 * app: an inline script after a stylesheet waits until that stylesheet has loaded, and what it
 * starts (the feed, a catalogue) would wait with it. Vite puts the app's `<script
 * type="module">`, its `modulepreload`s and its stylesheet in the head; in a build these tags go
 * right before the first of them (after the charset and the inline styles, which block nothing).
 * The development server gets them at the end of the head.
 */
function beforeAppAssets(
  html: string,
  tags: HtmlTagDescriptor[],
  ctx: IndexHtmlTransformContext,
): IndexHtmlTransformResult {
  const first = html.search(/<(script type="module"|link rel="(stylesheet|modulepreload)")/)
  const head = html.indexOf('</head>')
  if (!ctx.bundle || first < 0 || first > head) return tags
  const attributes = (attrs: HtmlTagDescriptor['attrs'] = {}) =>
    Object.entries(attrs)
      .filter(([, value]) => value !== false && value !== undefined)
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
      .join('')
  const serialized = tags
    .map(({ tag, attrs, children }) =>
      tag === 'link'
        ? `<link${attributes(attrs)}>`
        : `<${tag}${attributes(attrs)}>${typeof children === 'string' ? children : ''}</${tag}>`,
    )
    .join('\n    ')
  return `${html.slice(0, first)}${serialized}\n    ${html.slice(first)}`
}

/**
 * A build for a known API server connects to it, and fetches the feed's first page (a guest's
 * or a signed-in user's) and then its first photo, while the page loads (the demo's API is the
 * page itself, started later by the app). First in the head (see `beforeAppAssets`).
 */
function earlyApi(): Plugin {
  return {
    name: 'photobooth-early-api',
    transformIndexHtml: {
      // After the theme's and the language's tags (`order` ties go by the plugins' order).
      order: 'post',
      handler(html, ctx) {
        const api = process.env.VITE_API_URL?.replace(/\/+$/, '')
        if (!api || !/^https?:\/\//.test(api)) return []
        return beforeAppAssets(
          html,
          [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: new URL(api).origin, crossorigin: '' },
              injectTo: 'head',
            },
            {
              tag: 'script',
              children: `(${requestFeedEarly.toString()})(${JSON.stringify(api)},${JSON.stringify(EARLY_FEED_OPTIONS)})`,
              injectTo: 'head',
            },
          ],
          ctx,
        )
      },
    },
  }
}

/**
 * The built chunks of each language's catalogue (`packages/ui/src/i18n/compiled/<locale>.ts`,
 * which `loadCatalogue` imports), by locale, as the page asks for them.
 */
function catalogueChunks(
  bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
  base: string,
): Record<string, string[]> {
  const files: Record<string, string[]> = {}
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue
    const locale = chunk.facadeModuleId?.match(/\/i18n\/compiled\/([\w-]+)\.ts$/)?.[1]
    if (!locale) continue
    files[locale] = [chunk.fileName, ...chunk.imports].map((file) => `${base}${file}`)
  }
  return files
}

/** The modules whose chunks a signed-in user's feed needs before it shows (beyond the app's
 * first chunk): each one is loaded by the one before it when it runs. (The navigation's menu
 * is not among them: its button stands in while it loads.) */
const SIGNED_IN_FEED_MODULES = [
  'apps/web/src/router.tsx',
  'packages/ui/src/screens/FeedScreen/SignedInFeedScreen.tsx',
  'packages/ui/src/components/PostFeed/WindowedPostFeed.tsx',
]

/** Whether a module is one of `paths` (from the repository's root). */
const oneOf =
  (paths: readonly string[]) =>
  (id: string): boolean =>
    paths.some((path) => id.endsWith(`/${path}`))

/** The modules only a signed-in user's feed needs: its screen, its windowed list, its pages. */
const signedInFeedOnly = (id: string): boolean =>
  oneOf([
    'packages/ui/src/screens/FeedScreen/SignedInFeedScreen.tsx',
    'packages/ui/src/components/PostFeed/WindowedPostFeed.tsx',
    'packages/api-client/src/posts/get-feed.ts',
  ])(id) || /\/node_modules\/@tanstack\/(react-virtual|virtual-core)\//.test(id)

/** A post read, cached and liked: the feed, a post's page and a profile share them. */
const postData = oneOf([
  'packages/ui/src/posts/use-like-toggle.ts',
  'packages/api-client/src/posts/toggle-like.ts',
  'packages/api-client/src/posts/get-post.ts',
  'packages/api-client/src/posts/post-cache.ts',
  'packages/ui/src/i18n/compiled/en/post.ts',
])

/** The chunks of `modules`, every chunk they import and their stylesheets, but the page's own
 * (already loaded). */
function chunksOf(
  bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
  modules: readonly string[],
  base: string,
): string[] {
  const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const page = new Set<string>()
  const visit = (file: string, into: Set<string>) => {
    const chunk = byFile.get(file)
    if (!chunk || into.has(file)) return
    into.add(file)
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css)
    for (const imported of chunk.imports) visit(imported, into)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, page)
  const wanted = new Set<string>()
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some(oneOf([module])))
    if (!chunk) throw new Error(`The build has no chunk for ${module} (vite.config.ts).`)
    visit(chunk.fileName, wanted)
  }
  return [...wanted].filter((file) => !page.has(file)).map((file) => `${base}${file}`)
}

/**
 * A signed-in user's feed: its code starts loading from the page's head, in parallel with the
 * app's first chunk (see `preloadSignedInFeed`). A build only: the development server loads
 * modules one by one anyway.
 */
function signedInFeedEarly(): Plugin {
  let base = '/'
  return {
    name: 'photobooth-signed-in-feed-early',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return []
        const files = chunksOf(ctx.bundle, SIGNED_IN_FEED_MODULES, base)
        return beforeAppAssets(
          html,
          [
            {
              tag: 'script',
              children: `(${preloadSignedInFeed.toString()})(${JSON.stringify(EARLY_FEED_OPTIONS.sessionKey)},${JSON.stringify(files)})`,
              injectTo: 'head',
            },
          ],
          ctx,
        )
      },
    },
  }
}

/**
 * React Router publishes a production build beside the development one, but its package's
 * exports name only the development build, warnings and all (`ENABLE_DEV_WARNINGS = true`:
 * checks on every render of the routes, and their texts in the router's chunk). A build takes
 * the production one; the development server keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  // Wherever the package manager put the package.
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/',
  )
  return {
    name: 'photobooth-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
  }
}

/**
 * The theme chosen on this device, in force before the first paint: a few lines in the head
 * mark `<html>` from storage (src/theme/theme-choice.ts), and the head's early styles paint
 * the chosen colours until the app's arrive. Not the bundle's code: it would come too late.
 */
function themeBeforePaint(): Plugin {
  let base = '/'
  return {
    name: 'photobooth-theme-before-paint',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      // After Vite put the app's tags in: these go before them (see `beforeAppAssets`).
      order: 'post',
      handler(html, ctx) {
        const key = JSON.stringify(THEME_STORAGE_KEY)
        // The language's catalogue (a build knows its file) starts loading with the app's code,
        // not after it: a Spanish page's first paint does not wait for one more round trip.
        const catalogues = ctx.bundle ? catalogueChunks(ctx.bundle, base) : {}
        const preload = Object.keys(catalogues).length
          ? `;(${preloadCatalogue.toString()})(document.documentElement.lang,${JSON.stringify(catalogues)})`
          : ''
        const warm = `;(${warmFormats.toString()})(document.documentElement.lang,navigator.languages||[])`
        return beforeAppAssets(
          html,
          [
            {
              tag: 'script',
              // No storage (a blocked one throws): the system's preference, as without a choice.
              children: `try{(${markThemeChoice.toString()})(localStorage.getItem(${key}))}catch(e){}`,
              injectTo: 'head',
            },
            {
              tag: 'script',
              // The language too (src/language): `<html lang dir>` right from the first paint.
              // Then its date and number formats readied while the code loads.
              children: `(${markLanguage.toString()})((()=>{try{return localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){return null}})(),navigator.languages||[])${preload}${warm}`,
              injectTo: 'head',
            },
          ],
          ctx,
        )
      },
    },
  }
}

/**
 * A build that reads its configuration at start-up (no `VITE_API_URL`) ships a `config.json`
 * that says nothing — the demo — for the deployer to replace: the app's request for it is
 * answered, never a 404 in the browser's console.
 */
function defaultRuntimeConfig(): Plugin {
  let env: Record<string, string | undefined> = {}
  return {
    name: 'photobooth-default-config',
    apply: 'build',
    configResolved(resolved) {
      env = { ...resolved.env, ...process.env }
    },
    generateBundle() {
      if (!readsRuntimeConfig(env)) return
      this.emitFile({ type: 'asset', fileName: 'config.json', source: '{}\n' })
    },
  }
}

/**
 * After a build: its text files precompressed (brotli, gzip), and the server configurations
 * generated from the one header policy for it (deploy/): `_headers` and `_redirects` in the
 * build, nginx's and Caddy's in deploy-configs/.
 */
function deployment(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'photobooth-deployment',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const dist = resolve(config.root, config.build.outDir)
        await precompress(dist)
        const env = { ...config.env, ...process.env } as Record<string, string | undefined>
        writeDeployConfigs(dist, policyInputFromBuild(dist, env), { port: 8080 })
      },
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    themeBeforePaint(),
    earlyApi(),
    signedInFeedEarly(),
    reactRouterProduction(),
    defaultRuntimeConfig(),
    phoneApp({ productName: PRODUCT_NAME }),
    deployment(),
  ],
  resolve: {
    alias: [
      // The workspace packages are compiled from source, like in Storybook and the tests.
      ...workspaceSourceAliases(),
      // Radix's scroll lock without <style> elements, which the policy refuses (see
      // packages/ui/src/csp/style-singleton.ts).
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(
          new URL('../../packages/ui/src/csp/style-singleton.ts', import.meta.url),
        ),
      },
    ],
  },
  // The mock service worker script, served at the root for demo mode.
  publicDir: '../../packages/mocks/public',
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the benchmark to attribute chunks to routes.
    manifest: true,
    // The demo's mock backend (faker, the seed) is one lazy chunk a server-mode user never loads.
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first view needs (the app and everything it imports statically) in one
          // file with one stylesheet, instead of a dozen small chunks that the router's chunk
          // happens to share: fewer requests on a phone's network, better compression. The same
          // for what a signed-in user's feed adds, which the page's head asks for while the page
          // is parsed (`preloadSignedInFeed`): four files instead of twelve of 0.3–23 KB, each
          // a request started in that one task, before the feed's page and its photo can be.
          groups: [
            { name: 'first-view', test: oneOf(['apps/web/src/main.tsx', 'apps/web/src/app.tsx']) },
            // Where the demo's badge docks, which the app's shell and the badge share: in the
            // router's chunk, the demo's first view would load the router with its badge.
            {
              name: 'demo-badge-dock',
              test: oneOf(['apps/web/src/layout/demo-badge-dock.ts']),
              includeDependenciesRecursively: false,
            },
            // The router and everything else it imports, and the client's writes that survive
            // a lost answer (signing in and most pages write): every other page comes after it.
            {
              name: 'router',
              test: oneOf([
                'apps/web/src/router.tsx',
                'packages/api-client/src/client/write-once.ts',
              ]),
            },
            // The modules of the feed alone, then those it shares with a post's page.
            {
              name: 'signed-in-feed',
              test: signedInFeedOnly,
              includeDependenciesRecursively: false,
            },
            { name: 'posts', test: postData, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // The photo worker loads its HEIC decoder lazily: module workers can split code.
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
})
