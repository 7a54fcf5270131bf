// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "guest": for the components that show them, `useT(guest)`. */
export const guest: EnglishPart<'guest'> = {
  "guest.description": "Log in to like photos, join the conversation and see everything people share.",
  "guest.logIn": "Log In",
  "guest.createAccount": "Create Account",
  "guest.terms": [
    "By continuing, you agree to ",
    [
      "product"
    ],
    "'s Terms of Service and Privacy Policy."
  ]
}
