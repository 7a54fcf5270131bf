/** Validation rules and messages of the product (spec §5). */

/** Sign-up's e-mail pattern. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Login and forgot-password use a stricter pattern. */
const STRICT_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i

export const PASSWORD_MIN = 6
export const CAPTION_MAX = 2200
export const CAPTION_PREVIEW = 100
export const BIO_COUNTER = 150

export type Errors<Field extends string> = Partial<Record<Field, string>>

function password(value: string, required: string): string | undefined {
  if (!value) return required
  if (value.length < PASSWORD_MIN) return 'Password must be at least 6 characters long'
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
