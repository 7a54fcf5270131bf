// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "web": for the components that show them, `useT(web)`. */
export const web: EnglishPart<'web'> = {
  "web.startup.title": [
    [
      "product"
    ],
    " could not start"
  ],
  "web.startup.body": "Something stopped the app from loading. Check your connection and try again. In demo mode your browser must allow service workers (private windows sometimes do not).",
  "web.startup.retry": "Try again",
  "web.failure.title": "Something went wrong",
  "web.failure.body": [
    [
      "product"
    ],
    " stopped working. Check your connection and try again."
  ],
  "web.guest.account": "Account",
  "web.guest.logIn": "Log In",
  "web.guest.signUp": "Sign Up"
}
