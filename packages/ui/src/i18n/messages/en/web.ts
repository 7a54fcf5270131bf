/** The app around the screens (apps/web): its start-up error and a guest's top bar. */
export const web = {
  // The start-up error (before the app could run).
  /**
   * The page shown when the app could not start at all: its heading: `{product}` is the product's
   * name, "PhotoBooth".
   */
  'web.startup.title': '{product} could not start',
  /**
   * The page shown when the app could not start: the text under its heading; the technical error
   * follows it untranslated.
   */
  'web.startup.body':
    'Something stopped the app from loading. Check your connection and try again. In demo mode your browser must allow service workers (private windows sometimes do not).',
  /** The page shown when the app could not start: the button that reloads the page. */
  'web.startup.retry': 'Try again',
  // A guest's top bar.
  /** A guest's top bar: the name screen readers give the pair of buttons "Log In" and "Sign Up". */
  'web.guest.account': 'Account',
  /** A guest's top bar: small button to the sign-in page; keep it short. */
  'web.guest.logIn': 'Log In',
  /** A guest's top bar: small button to the sign-up page; keep it short. */
  'web.guest.signUp': 'Sign Up',
} as const
