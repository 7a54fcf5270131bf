/** The app's error and not-found pages (apps/web). */
export const pages = {
  /** The page shown instead of a page that crashed: its heading. */
  'web.error.title': 'Something went wrong',
  /** The page shown instead of a page that crashed: the text under its heading. */
  'web.error.body': 'This page could not be shown. Reloading usually helps; your data is safe.',
  /** The page shown instead of a page that crashed: the button that reloads it. */
  'web.error.reload': 'Reload',
  /**
   * Link to the home feed, on the page shown instead of a crashed page and on the "Page not found"
   * page.
   */
  'web.toFeed': 'Go to the feed',
  /** The page shown for an address the app does not have: its heading. */
  'web.notFound.title': 'Page not found',
  /** "Page not found" page: the message under the heading, by a magnifying-glass icon. */
  'web.notFound.message': 'This page does not exist.',
  /** "Page not found" page: the second line under the message. */
  'web.notFound.detail': 'The link may be broken, or the page may have been removed.',
} as const
