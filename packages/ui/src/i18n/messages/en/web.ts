/** The app around the screens (apps/web): its start-up error and a guest's top bar. */
export const web = {
  // The start-up error (before the app could run).
  'web.startup.title': '{product} could not start',
  'web.startup.body':
    'Something stopped the app from loading. Check your connection and try again. In demo mode your browser must allow service workers (private windows sometimes do not).',
  'web.startup.retry': 'Try again',
  // A guest's top bar.
  'web.guest.account': 'Account',
  'web.guest.logIn': 'Log In',
  'web.guest.signUp': 'Sign Up',
} as const
