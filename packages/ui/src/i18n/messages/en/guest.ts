/** The popup that invites a guest to sign in or sign up. */
export const guest = {
  'feed.guest.description':
    'Log in to like photos, join the conversation and see everything people share.',
  'feed.guest.logIn': 'Log In',
  'feed.guest.createAccount': 'Create Account',
  'feed.guest.terms':
    "By continuing, you agree to {product}'s Terms of Service and Privacy Policy.",
} as const
