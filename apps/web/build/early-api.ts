import type { Plugin } from 'vite'
import { EARLY_FEED_OPTIONS, requestFeedEarly } from '../src/early-feed.ts'
import { beforeAppAssets } from './head-tags.ts'

/**
 * A build for a known API server connects to it, and fetches the feed's first page (a guest's
 * or a signed-in user's) and then its first photo, while the page loads (the demo's API is the
 * page itself, started later by the app). First in the head (see `beforeAppAssets`).
 */
export function earlyApi(): Plugin {
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
