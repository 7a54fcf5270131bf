/** The app's error and not-found pages (apps/web). */
export const pages = {
  'web.error.title': 'Something went wrong',
  'web.error.body': 'This page could not be shown. Reloading usually helps; your data is safe.',
  'web.error.reload': 'Reload',
  'web.toFeed': 'Go to the feed',
  'web.notFound.title': 'Page not found',
  'web.notFound.message': 'This page does not exist.',
  'web.notFound.detail': 'The link may be broken, or the page may have been removed.',
} as const
