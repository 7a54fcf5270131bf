// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "device": for the components that show them, `useT(device)`. */
export const device: EnglishPart<'device'> = {
  "device.offline.notice": "You're offline — showing what was saved",
  "device.unreachable.notice": [
    "Can't reach ",
    [
      "product"
    ],
    " — showing what was saved"
  ],
  "device.offline.savedJustNow": "Saved just now",
  "device.offline.savedMinutes": [
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
  "device.offline.savedAt": [
    "Saved at ",
    [
      "time"
    ]
  ],
  "device.offline.savedOn": [
    "Saved on ",
    [
      "date"
    ]
  ],
  "device.update.available": "A new version is available",
  "device.update.reload": "Reload",
  "device.update.later": "Later"
}
