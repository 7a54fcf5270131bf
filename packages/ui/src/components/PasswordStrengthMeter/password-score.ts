import type { PartId } from '../../i18n/messages/en'

/** The length a strong password has at least (the hint under a new password says it). */
export const STRONG_PASSWORD_LENGTH = 8

/**
 * The product's password score, one point each for: at least 8 characters, lower and upper
 * case letters, a digit, a symbol. A password change needs 3 or more.
 */
export function passwordScore(password: string): number {
  let score = 0
  if (password.length >= STRONG_PASSWORD_LENGTH) score++
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++
  if (/\d/.test(password)) score++
  if (/[^A-Za-z0-9]/.test(password)) score++
  return score
}

export const STRONG_ENOUGH = 3

/** The strength of each score (0–4) in words: its message of the part "profile". */
export const STRENGTH_LABELS = [
  'profile.strength.0',
  'profile.strength.1',
  'profile.strength.2',
  'profile.strength.3',
  'profile.strength.4',
] as const satisfies readonly PartId<'profile'>[]
