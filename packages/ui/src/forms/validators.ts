import { BIO_MAX, CAPTION_MAX, PASSWORD_MIN } from '@photobooth/api-client'

/** Validation rules and messages of the product (spec §5); the limits are the contract's. */

/** Sign-up's e-mail pattern. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Login and forgot-password use a stricter pattern. */
const STRICT_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i

/** The bio's counter counts to the server's limit; the form does not enforce it (spec §5). */
export const BIO_COUNTER = BIO_MAX

// Counters and limits read "1,234/2,200" whatever the reader's locale.
const count = new Intl.NumberFormat('en-US')

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long`
export const IMAGE_REQUIRED = 'An image is required.'
export const CAPTION_REQUIRED = 'A caption is required.'
export const CAPTION_TOO_LONG = `Caption must be ${count.format(CAPTION_MAX)} characters or less.`

export type Errors<Field extends string> = Partial<Record<Field, string>>

function password(value: string, required: string): string | undefined {
  if (!value) return required
  if (value.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT
  return undefined
}

function clean<Field extends string>(errors: Record<Field, string | undefined>): Errors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message),
  ) as Errors<Field>
}

export function validateRegister(values: { email: string; name: string; password: string }) {
  const email = values.email.trim()
  return clean({
    email: !email
      ? 'Email is required'
      : EMAIL.test(email)
        ? undefined
        : 'Please enter a valid email',
    name: values.name.trim() ? undefined : 'Full name is required',
    password: password(values.password, 'Password is required'),
  })
}

/** The sign-in forms (login, forgot password) check the e-mail the same strict way. */
function signInEmailProblem(email: string): string | undefined {
  if (!email) return 'Email is required'
  return STRICT_EMAIL.test(email) ? undefined : 'Invalid email address'
}

export function validateLogin(values: { email: string; password: string }) {
  const email = values.email.trim()
  return clean({
    email: signInEmailProblem(email),
    password: password(values.password, 'Password is required'),
  })
}

export function validateForgotPassword(values: { email: string }) {
  return clean({ email: signInEmailProblem(values.email.trim()) })
}

export function validateResetPassword(values: { newPassword: string; confirmPassword: string }) {
  return clean({
    newPassword: password(values.newPassword, 'New password is required'),
    confirmPassword: !values.confirmPassword
      ? 'Please confirm your password'
      : values.confirmPassword === values.newPassword
        ? undefined
        : 'Passwords do not match',
  })
}

/** The caption counter: "n/2,200". */
export function captionCounter(caption: string): string {
  return `${count.format(caption.length)}/${count.format(CAPTION_MAX)}`
}

/** Why a caption cannot be sent, or undefined when it can. */
export function captionProblem(caption: string): string | undefined {
  if (!caption.trim()) return CAPTION_REQUIRED
  // `maxLength` stops typing past the limit, but a caption saved elsewhere can be longer.
  if (caption.length > CAPTION_MAX) return CAPTION_TOO_LONG
  return undefined
}

/**
 * The create and edit post forms (spec §5): a caption, required after trimming and at most
 * 2,200 characters; a new post also needs a photo (`photoMissing`). The photo comes first, as
 * on the screen, so that it is the field focused.
 */
export function validatePost(values: { caption: string }, { photoMissing = false } = {}) {
  return clean({
    image: photoMissing ? IMAGE_REQUIRED : undefined,
    caption: captionProblem(values.caption),
  })
}
