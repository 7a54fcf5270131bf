// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "overlay": for the components that show them, `useT(overlay)`. */
export const overlay: EnglishPart<'overlay'> = {
  "app.close": "Close",
  "app.cancel": "Cancel",
  "app.toast": "Notification",
  "app.toasts": [
    "Notifications (",
    [
      "hotkey"
    ],
    ")"
  ],
  "app.dismiss": "Dismiss"
}
