// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "pages": for the components that show them, `useT(pages)`. */
export const pages: EnglishPart<'pages'> = {
  "pages.error.title": "Something went wrong",
  "pages.error.body": "This page could not be shown. Reloading usually helps; your data is safe.",
  "pages.error.reload": "Reload",
  "pages.toFeed": "Go to the feed",
  "pages.notFound.title": "Page not found",
  "pages.notFound.message": "This page does not exist.",
  "pages.notFound.detail": "The link may be broken, or the page may have been removed."
}
