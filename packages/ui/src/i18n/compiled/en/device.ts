// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "device": for the components that show them, `useT(device)`. */
export const device: EnglishPart<'device'> = {
  "offline.notice": "You're offline — showing what was saved",
  "offline.savedJustNow": "Saved just now",
  "offline.savedMinutes": [
    [
      "count",
      "plural",
      {
        "one": [
          "Saved ",
          "#",
          " minute ago"
        ],
        "other": [
          "Saved ",
          "#",
          " minutes ago"
        ]
      }
    ]
  ],
  "offline.savedAt": [
    "Saved at ",
    [
      "time"
    ]
  ],
  "offline.savedOn": [
    "Saved on ",
    [
      "date"
    ]
  ],
  "update.available": "A new version is available",
  "update.reload": "Reload",
  "update.later": "Later"
}
