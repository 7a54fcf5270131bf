/** Form fields and the validation messages of spec §5. */
export const forms = {
  /**
   * Password fields: the name (and tooltip) of the eye icon button inside the field that shows the
   * typed password.
   */
  'forms.field.showPassword': 'Show password',
  /**
   * Password fields: the name (and tooltip) of the same eye icon button while the password is
   * shown; it hides it again.
   */
  'forms.field.hidePassword': 'Hide password',
  /**
   * Error under the e-mail field of the sign-in, sign-up and forgot-password forms when it is
   * empty.
   */
  'forms.emailRequired': 'Email is required',
  /** Error under the sign-up form's e-mail field when the address is not a valid one. */
  'forms.emailInvalid': 'Please enter a valid email',
  /**
   * Error under the e-mail field of the sign-in and forgot-password forms when the address is not a
   * valid one.
   */
  'forms.emailInvalidStrict': 'Invalid email address',
  /** Error under the sign-up form's "Full name" field when it is empty. */
  'forms.nameRequired': 'Full name is required',
  /** Error under the password field of the sign-in and sign-up forms when it is empty. */
  'forms.passwordRequired': 'Password is required',
  /**
   * Error under a password field (sign-in, sign-up, a new password on the reset page) when it is
   * too short: `{min}` is the minimum number of characters (6).
   */
  'forms.passwordTooShort': 'Password must be at least {min, number} characters long',
  /** Reset-password form: error under "New password" when it is empty. */
  'forms.newPasswordRequired': 'New password is required',
  /** Reset-password form: error under "Confirm password" when it is empty. */
  'forms.confirmRequired': 'Please confirm your password',
  /** Reset-password form: error under "Confirm password" when it differs from the new password. */
  'forms.passwordsDiffer': 'Passwords do not match',
  /** New-post form: error under the photo picker when the post is sent without a photo. */
  'forms.imageRequired': 'An image is required.',
  /** Post form (new and edited post): error under the caption when it is empty. */
  'forms.captionRequired': 'A caption is required.',
  /**
   * Post form: error under the caption when it is too long: `{max}` is the limit, 2,200 characters.
   */
  'forms.captionTooLong': 'Caption must be {max, number} characters or less.',
  /**
   * Post form: the character counter under the caption, e.g. "120/2,200": `{count}` is the number
   * of characters typed and `{max}` the limit (2,200).
   */
  'forms.counter': '{count, number}/{max, number}',
  /**
   * Edit-profile page, password section: error under the first empty field when the user began
   * changing the password but left a field empty.
   */
  'forms.passwordsRequired': 'Please fill in all password fields.',
  /**
   * Edit-profile page: error under "Confirm new password" when it differs from the new password.
   */
  'forms.newPasswordsDiffer': 'New passwords do not match.',
  /**
   * Edit-profile page: error under "New password" when the strength meter rates it below "Good".
   */
  'forms.passwordTooWeak': 'New password is not strong enough.',
  /**
   * Any form that writes (a comment, a post, an edit, the profile), as its error when the device
   * has no network: nothing was sent, and the form keeps what was typed.
   */
  'forms.offline': "You're offline. Nothing was sent, and what you entered is kept.",
  /**
   * Any form that writes, as its error when the answer was lost on the way and the app could not
   * ask the server whether the change was made: what was typed is kept, and pressing the button
   * again checks first (nothing is made twice).
   */
  'forms.unconfirmed':
    "No answer came, so this may not have been saved. What you entered is kept: try again and we'll check first.",
  /**
   * Error toast when a post or a comment was to be deleted and the device has no network: nothing
   * was sent, so it is still there.
   */
  'forms.deleteOffline': "You're offline. Nothing was deleted.",
  /**
   * Error toast when a post or a comment was to be deleted, the answer was lost on the way and the
   * app could not ask the server whether it is gone; pressing delete again checks first.
   */
  'forms.deleteUnconfirmed':
    "No answer came, so we don't know whether it was deleted. Try again and we'll check first.",
} as const
