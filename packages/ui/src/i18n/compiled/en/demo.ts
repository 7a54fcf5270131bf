// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "demo": for the components that show them, `useT(demo)`. */
export const demo: EnglishPart<'demo'> = {
  "demo.badge": "Demo",
  "demo.title": "Demo mode",
  "demo.description": [
    "You are exploring ",
    [
      "product"
    ],
    " with sample people and photos. Everything runs in this browser and is kept across reloads."
  ],
  "demo.resetData": "Reset demo data",
  "demo.accounts": "Demo accounts",
  "demo.demoAccount": "Demo account:",
  "demo.friend": "A friend:",
  "demo.confirmTitle": "Reset the demo?",
  "demo.confirmDescription": "Every post, comment, like and account made in this browser goes, and the sample community comes back. You will be signed out.",
  "demo.confirm": "Reset",
  "demo.provider.title": [
    "Sign in with ",
    [
      "provider"
    ]
  ],
  "demo.provider.description": [
    "Demo mode: this stands in for ",
    [
      "provider"
    ],
    "'s popup. Choose what happens."
  ],
  "demo.provider.continueAs": [
    "Continue as ",
    [
      "name"
    ],
    " (",
    [
      "email"
    ],
    ")"
  ],
  "demo.provider.accountExists": "Use an e-mail that already has a password account",
  "demo.provider.close": "Close the popup"
}
