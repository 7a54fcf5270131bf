/** The app's error and not-found pages (apps/web). */
export const pages = {
  /** The page shown instead of a page that crashed: its heading. */
  'pages.error.title': 'Something went wrong',
  /** The page shown instead of a page that crashed: the text under its heading. */
  'pages.error.body': 'This page could not be shown. Reloading usually helps; your data is safe.',
  /** The page shown instead of a page that crashed: the button that reloads it. */
  'pages.error.reload': 'Reload',
  /**
   * Link to the home feed, on the page shown instead of a crashed page and on the "Page not found"
   * page.
   */
  'pages.toFeed': 'Go to the feed',
  /** The page shown for an address the app does not have: its heading. */
  'pages.notFound.title': 'Page not found',
  /** "Page not found" page: the message under the heading, by a magnifying-glass icon. */
  'pages.notFound.message': 'This page does not exist.',
  /** "Page not found" page: the second line under the message. */
  'pages.notFound.detail': 'The link may be broken, or the page may have been removed.',
} as const
