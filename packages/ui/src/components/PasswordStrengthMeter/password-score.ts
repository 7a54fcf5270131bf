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

export const PASSWORD_HINT =
  'Use at least 8 characters with a mix of letters, numbers, and symbols.'

export const STRENGTH_LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const
