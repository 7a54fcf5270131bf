/** The app around the screens (apps/web): its failure pages and a guest's top bar. */
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
  /**
   * The button that reloads the page, on the page shown when the app could not start and on the
   * one shown when it stopped after it had started.
   */
  'web.startup.retry': 'Try again',
  // The failure after the app had started.
  /**
   * The page shown in place of the whole app when it stopped after it had started (part of its
   * code could not be downloaded, or an error nothing caught): its heading.
   */
  'web.failure.title': 'Something went wrong',
  /**
   * The page shown when the app stopped after it had started: the text under its heading;
   * `{product}` is the product's name, "PhotoBooth". The technical error follows it
   * untranslated.
   */
  'web.failure.body': '{product} stopped working. Check your connection and try again.',
  // A guest's top bar.
  /** A guest's top bar: the name screen readers give the pair of buttons "Log In" and "Sign Up". */
  'web.guest.account': 'Account',
  /** A guest's top bar: small button to the sign-in page; keep it short. */
  'web.guest.logIn': 'Log In',
  /** A guest's top bar: small button to the sign-up page; keep it short. */
  'web.guest.signUp': 'Sign Up',
} as const
