// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "app": for the components that show them, `useT(app)`. */
export const app: EnglishPart<'app'> = {
  "app.time.justNow": "just now",
  "app.time.minutes": [
    [
      "count",
      "number"
    ],
    "m"
  ],
  "app.time.hours": [
    [
      "count",
      "number"
    ],
    "h"
  ],
  "app.time.days": [
    [
      "count",
      "number"
    ],
    "d"
  ],
  "app.time.weeks": [
    [
      "count",
      "number"
    ],
    "w"
  ],
  "app.retry": "Retry",
  "app.loading": "Loading...",
  "app.loadingContent": "Loading content...",
  "app.loadingPosts": "Loading posts...",
  "app.loadingProduct": [
    "Loading ",
    [
      "product"
    ]
  ],
  "app.noHandle": "user",
  "app.unknownUser": "Unknown"
}
