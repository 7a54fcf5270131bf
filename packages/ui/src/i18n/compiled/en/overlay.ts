// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "overlay": for the components that show them, `useT(overlay)`. */
export const overlay: EnglishPart<'overlay'> = {
  "overlay.close": "Close",
  "overlay.cancel": "Cancel",
  "overlay.toast": "Notification",
  "overlay.toasts": [
    "Notifications (",
    [
      "hotkey"
    ],
    ")"
  ],
  "overlay.dismiss": "Dismiss"
}
