// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "forms": for the components that show them, `useT(forms)`. */
export const forms: EnglishPart<'forms'> = {
  "field.showPassword": "Show password",
  "field.hidePassword": "Hide password",
  "form.emailRequired": "Email is required",
  "form.emailInvalid": "Please enter a valid email",
  "form.emailInvalidStrict": "Invalid email address",
  "form.nameRequired": "Full name is required",
  "form.passwordRequired": "Password is required",
  "form.passwordTooShort": [
    "Password must be at least ",
    [
      "min"
    ],
    " characters long"
  ],
  "form.newPasswordRequired": "New password is required",
  "form.confirmRequired": "Please confirm your password",
  "form.passwordsDiffer": "Passwords do not match",
  "form.imageRequired": "An image is required.",
  "form.captionRequired": "A caption is required.",
  "form.captionTooLong": [
    "Caption must be ",
    [
      "max",
      "number"
    ],
    " characters or less."
  ],
  "form.counter": [
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
  "form.passwordsRequired": "Please fill in all password fields.",
  "form.newPasswordsDiffer": "New passwords do not match.",
  "form.passwordTooWeak": "New password is not strong enough.",
  "form.offline": "You're offline. Nothing was sent, and what you entered is kept.",
  "form.unconfirmed": "No answer came, so this may not have been saved. What you entered is kept: try again and we'll check first."
}
