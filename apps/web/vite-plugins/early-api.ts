import type { Plugin } from 'vite'
import { buildApiUrl } from '../src/config/app-config.ts'
import { EARLY_FEED_OPTIONS, requestFeedEarly } from '../src/early-feed.ts'
import { beforeAppAssets } from './head-tags.ts'

/**
 * A build for a known API server connects to it, and fetches the feed's first page (a guest's
 * or a signed-in user's) and then its first photo, while the page loads (the demo's API is the
 * page itself, started later by the app). First in the head (see `beforeAppAssets`).
 */
export function earlyApi(): Plugin {
  let env: Record<string, string | undefined> = {}
  return {
    name: 'photobooth-early-api',
    configResolved(resolved) {
      env = { ...resolved.env, ...process.env }
    },
    transformIndexHtml: {
      // After the theme's and the language's tags (`order` ties go by the plugins' order).
      order: 'post',
      handler(html, ctx) {
        // The app's own rule: what the app would take for its API, and nothing else.
        const api = buildApiUrl(env)
        if (!api) return []
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
