import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { workspaceSourceAliases } from './workspace-aliases.ts'

/**
 * Runs inline in the page's head, before the app's code arrives (a guest only): fetches the
 * public feed and, once it says which photo comes first, starts loading that photo. The app's
 * client takes this response instead of asking again (src/early-guest-feed.ts).
 */
function earlyGuestFeed(api: string) {
  try {
    if (localStorage.getItem('auth-storage')) return
    const feed = fetch(`${api}/api/posts`, { headers: { Accept: 'application/json' } })
    ;(window as unknown as { __photoboothGuestFeed?: Promise<Response> }).__photoboothGuestFeed =
      feed
    feed
      .then((response) => response.clone().json())
      .then((posts: { image?: unknown }[]) => {
        const image = posts[0]?.image
        if (typeof image !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(image)) return
        const link = document.createElement('link')
        link.rel = 'preload'
        link.as = 'image'
        link.href = `${api}/${image.replace(/\\/g, '/').replace(/^\/+/, '')}`
        link.setAttribute('fetchpriority', 'high')
        document.head.append(link)
      })
      .catch(() => undefined)
  } catch {
    // No storage or no fetch: the app asks for the feed itself.
  }
}

/** A build for a known API server connects to it, and fetches a guest's feed, while the page
 * loads (the demo's API is the page itself, started later by the app). */
function earlyApi(): Plugin {
  return {
    name: 'photobooth-early-api',
    transformIndexHtml() {
      const api = process.env.VITE_API_URL?.replace(/\/+$/, '')
      if (!api || !/^https?:\/\//.test(api)) return []
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(api).origin, crossorigin: '' },
          injectTo: 'head',
        },
        {
          tag: 'script',
          children: `(${earlyGuestFeed.toString()})(${JSON.stringify(api)})`,
          injectTo: 'head',
        },
      ]
    },
  }
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), earlyApi()],
  // The workspace packages are compiled from source, like in Storybook and the tests.
  resolve: { alias: workspaceSourceAliases() },
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
          // happens to share: fewer requests on a phone's network, better compression.
          groups: [{ name: 'first-view', test: /apps\/web\/src\/(main|app)\.tsx$/ }],
        },
      },
    },
  },
  // The photo worker loads its HEIC decoder lazily: module workers can split code.
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
})
