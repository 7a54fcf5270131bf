/** The popup that invites a guest to sign in or sign up. */
export const guest = {
  /**
   * Invitation popup for a guest who tries to like, comment or open a post or profile (or scrolls
   * to the 4th post): the text under its title "Join PhotoBooth".
   */
  'guest.description':
    'Log in to like photos, join the conversation and see everything people share.',
  /** Guest's invitation popup: the main full-width button, to the sign-in page. */
  'guest.logIn': 'Log In',
  /** Guest's invitation popup: the second full-width button, to the sign-up page. */
  'guest.createAccount': 'Create Account',
  /**
   * Guest's invitation popup: the small print at its foot: `{product}` is the product's name,
   * "PhotoBooth".
   */
  'guest.terms': "By continuing, you agree to {product}'s Terms of Service and Privacy Policy.",
} as const
