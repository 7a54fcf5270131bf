// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "pages": for the components that show them, `useT(pages)`. */
export const pages: EnglishPart<'pages'> = {
  "web.error.title": "Something went wrong",
  "web.error.body": "This page could not be shown. Reloading usually helps; your data is safe.",
  "web.error.reload": "Reload",
  "web.toFeed": "Go to the feed",
  "web.notFound.title": "Page not found",
  "web.notFound.message": "This page does not exist.",
  "web.notFound.detail": "The link may be broken, or the page may have been removed."
}
