// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "forms": for the components that show them, `useT(forms)`. */
export const forms: EnglishPart<'forms'> = {
  "forms.field.showPassword": "Show password",
  "forms.field.hidePassword": "Hide password",
  "forms.emailRequired": "Email is required",
  "forms.emailInvalid": "Please enter a valid email",
  "forms.emailInvalidStrict": "Invalid email address",
  "forms.nameRequired": "Full name is required",
  "forms.passwordRequired": "Password is required",
  "forms.passwordTooShort": [
    "Password must be at least ",
    [
      "min",
      "number"
    ],
    " characters long"
  ],
  "forms.newPasswordRequired": "New password is required",
  "forms.confirmRequired": "Please confirm your password",
  "forms.passwordsDiffer": "Passwords do not match",
  "forms.imageRequired": "An image is required.",
  "forms.captionRequired": "A caption is required.",
  "forms.captionTooLong": [
    "Caption must be ",
    [
      "max",
      "number"
    ],
    " characters or less."
  ],
  "forms.counter": [
    [
      "count",
      "number"
    ],
    "/",
    [
      "max",
      "number"
    ]
  ],
  "forms.passwordsRequired": "Please fill in all password fields.",
  "forms.newPasswordsDiffer": "New passwords do not match.",
  "forms.passwordTooWeak": "New password is not strong enough.",
  "forms.offline": "You're offline. Nothing was sent, and what you entered is kept.",
  "forms.unconfirmed": "No answer came, so this may not have been saved. What you entered is kept: try again and we'll check first.",
  "forms.deleteOffline": "You're offline. Nothing was deleted.",
  "forms.deleteUnconfirmed": "No answer came, so we don't know whether it was deleted. Try again and we'll check first."
}
