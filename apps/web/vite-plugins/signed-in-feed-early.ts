import type { IndexHtmlTransformContext, Plugin } from 'vite'
import { EARLY_FEED_OPTIONS, preloadSignedInFeed } from '../src/early-feed.ts'
import { oneOf } from './chunk-groups.ts'
import { beforeAppAssets } from './head-tags.ts'

/** The modules whose chunks a signed-in user's feed needs before it shows (beyond the app's
 * first chunk): each one is loaded by the one before it when it runs. (The navigation's menu
 * is not among them: its button stands in while it loads.) */
const SIGNED_IN_FEED_MODULES = [
  'apps/web/src/router.tsx',
  'packages/ui/src/screens/FeedScreen/SignedInFeedScreen.tsx',
  'packages/ui/src/components/PostFeed/WindowedPostFeed.tsx',
]

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
    if (!chunk)
      throw new Error(
        `The build has no chunk for ${module} (vite-plugins/signed-in-feed-early.ts).`,
      )
    visit(chunk.fileName, wanted)
  }
  return [...wanted].filter((file) => !page.has(file)).map((file) => `${base}${file}`)
}

/**
 * A signed-in user's feed: its code starts loading from the page's head, in parallel with the
 * app's first chunk (see `preloadSignedInFeed`). A build only: the development server loads
 * modules one by one anyway.
 */
export function signedInFeedEarly(): Plugin {
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
