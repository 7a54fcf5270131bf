import type { PartId } from '../../i18n/messages/en'

/**
 * The product's password score, one point each for: at least 8 characters, lower and upper
 * case letters, a digit, a symbol. A password change needs 3 or more.
 */
export function passwordScore(password: string): number {
  let score = 0
  if (password.length >= 8) score++
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
