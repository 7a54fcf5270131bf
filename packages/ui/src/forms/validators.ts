import { BIO_MAX, CAPTION_MAX, PASSWORD_MIN } from '@photobooth/api-client'
import type { PartId } from '../i18n/messages/en'
import type { MessageValues, Translate } from '../i18n/use-t'

/** Validation rules and messages of the product (spec §5); the limits are the contract's. */

/** Sign-up's e-mail pattern. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Login and forgot-password use a stricter pattern. */
const STRICT_EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i

/** The bio's counter counts to the server's limit; the form does not enforce it (spec §5). */
export const BIO_COUNTER = BIO_MAX

/** A field's problem: a message of the part "forms", with its values if it takes any. */
export type Problem = PartId<'forms'> | readonly [PartId<'forms'>, MessageValues]

/** The problems a form's values have, by field (none when the values are valid). */
export type Problems<Field extends string> = Partial<Record<Field, Problem>>

/** The errors a form shows, by field: its problems in the reader's language. */
export type Errors<Field extends string> = Partial<Record<Field, string>>

const PASSWORD_TOO_SHORT: Problem = ['forms.passwordTooShort', { min: PASSWORD_MIN }]
const CAPTION_TOO_LONG: Problem = ['forms.captionTooLong', { max: CAPTION_MAX }]

function password(value: string, required: Problem): Problem | undefined {
  if (!value) return required
  if (value.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT
  return undefined
}

function clean<Field extends string>(
  problems: Record<Field, Problem | undefined>,
): Problems<Field> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem),
  ) as Problems<Field>
}

/** A problem in the reader's language. */
export function describeProblem(problem: Problem, t: Translate<PartId<'forms'>>): string {
  return typeof problem === 'string' ? t(problem) : t(problem[0], problem[1])
}

export function validateRegister(values: { email: string; name: string; password: string }) {
  const email = values.email.trim()
  return clean({
    email: !email ? 'forms.emailRequired' : EMAIL.test(email) ? undefined : 'forms.emailInvalid',
    name: values.name.trim() ? undefined : 'forms.nameRequired',
    password: password(values.password, 'forms.passwordRequired'),
  })
}

/** The sign-in forms (login, forgot password) check the e-mail the same strict way. */
function signInEmailProblem(email: string): Problem | undefined {
  if (!email) return 'forms.emailRequired'
  return STRICT_EMAIL.test(email) ? undefined : 'forms.emailInvalidStrict'
}

export function validateLogin(values: { email: string; password: string }) {
  const email = values.email.trim()
  return clean({
    email: signInEmailProblem(email),
    password: password(values.password, 'forms.passwordRequired'),
  })
}

export function validateForgotPassword(values: { email: string }) {
  return clean({ email: signInEmailProblem(values.email.trim()) })
}

export function validateResetPassword(values: { newPassword: string; confirmPassword: string }) {
  return clean({
    newPassword: password(values.newPassword, 'forms.newPasswordRequired'),
    confirmPassword: !values.confirmPassword
      ? 'forms.confirmRequired'
      : values.confirmPassword === values.newPassword
        ? undefined
        : 'forms.passwordsDiffer',
  })
}

/** The caption counter: "n/2,200" (in the reader's numbers). */
export function captionCounter(caption: string, t: Translate<PartId<'forms'>>): string {
  return t('forms.counter', { count: caption.length, max: CAPTION_MAX })
}

/** Why a caption cannot be sent, or undefined when it can. */
export function captionProblem(caption: string): Problem | undefined {
  if (!caption.trim()) return 'forms.captionRequired'
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
    image: photoMissing ? 'forms.imageRequired' : undefined,
    caption: captionProblem(values.caption),
  })
}
