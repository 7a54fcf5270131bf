/** Whether a module is one of `paths` (from the repository's root). */
export const oneOf =
  (paths: readonly string[]) =>
  (id: string): boolean =>
    paths.some((path) => id.endsWith(`/${path}`))

/** The modules only a signed-in user's feed needs: its screen, its windowed list, its pages. */
const signedInFeedOnly = (id: string): boolean =>
  oneOf([
    'packages/ui/src/screens/FeedScreen/SignedInFeedScreen.tsx',
    'packages/ui/src/components/PostFeed/WindowedPostFeed.tsx',
    'packages/api-client/src/posts/get-feed.ts',
    'packages/api-client/src/posts/use-feed.ts',
  ])(id) || /\/node_modules\/@tanstack\/(react-virtual|virtual-core)\//.test(id)

/** A post read, cached and liked: the feed, a post's page and a profile share them. */
const postData = oneOf([
  'packages/ui/src/posts/use-like-toggle.ts',
  'packages/api-client/src/posts/toggle-like.ts',
  'packages/api-client/src/posts/get-post.ts',
  'packages/api-client/src/posts/use-post.ts',
  'packages/api-client/src/posts/post-cache.ts',
  'packages/ui/src/i18n/compiled/en/post.ts',
])

/**
 * What the first view needs (the app and everything it imports statically) in one
 * file with one stylesheet, instead of a dozen small chunks that the router's chunk
 * happens to share: fewer requests on a phone's network, better compression. The same
 * for what a signed-in user's feed adds, which the page's head asks for while the page
 * is parsed (`preloadSignedInFeed`): four files instead of twelve of 0.3–23 KB, each
 * a request started in that one task, before the feed's page and its photo can be.
 */
export const chunkGroups = [
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
    test: oneOf(['apps/web/src/router.tsx', 'packages/api-client/src/client/write-once.ts']),
  },
  // The modules of the feed alone, then those it shares with a post's page.
  {
    name: 'signed-in-feed',
    test: signedInFeedOnly,
    includeDependenciesRecursively: false,
  },
  { name: 'posts', test: postData, includeDependenciesRecursively: false },
]
