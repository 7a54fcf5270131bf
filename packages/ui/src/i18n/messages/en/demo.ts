/** The demo's badge, panel and simulated identity provider (apps/web in demo mode). */
export const demo = {
  /**
   * Demo mode: a small badge above the page (or at the foot of the side navigation) that opens the
   * demo panel; keep it very short.
   */
  'demo.badge': 'Demo',
  /**
   * Demo mode: the title of the panel (a dialog) opened by the "Demo" badge, and the name screen
   * readers give the strip that holds the badge.
   */
  'demo.title': 'Demo mode',
  /** Demo panel: the text under its title: `{product}` is the product's name, "PhotoBooth". */
  'demo.description':
    'You are exploring {product} with sample people and photos. Everything runs in this browser and is kept across reloads.',
  /** Demo panel: the red button that asks to reset all the demo's data (a confirmation follows). */
  'demo.resetData': 'Reset demo data',
  /** Demo panel: the name of the list of sample accounts, read by screen readers only. */
  'demo.accounts': 'Demo accounts',
  /**
   * Demo panel: the label before the demo account's e-mail and password, which follow it
   * untranslated; keep the colon.
   */
  'demo.demoAccount': 'Demo account:',
  /**
   * Demo panel: the label before a second sample account's e-mail and password, which follow it
   * untranslated; keep the colon.
   */
  'demo.friend': 'A friend:',
  /** Title of the confirmation dialog after "Reset demo data". */
  'demo.confirmTitle': 'Reset the demo?',
  /** Text of the confirmation dialog after "Reset demo data". */
  'demo.confirmDescription':
    'Every post, comment, like and account made in this browser goes, and the sample community comes back. You will be signed out.',
  /**
   * Confirmation dialog after "Reset demo data": the red button that resets, beside "Cancel"; keep
   * it short.
   */
  'demo.confirm': 'Reset',
  /**
   * Demo mode: the title of the dialog that stands in for another service's sign-in popup:
   * `{provider}` is the service's name, "Google".
   */
  'demo.provider.title': 'Sign in with {provider}',
  /**
   * Demo mode: the text under that dialog's title: `{provider}` is the service's name, "Google".
   */
  'demo.provider.description':
    "Demo mode: this stands in for {provider}'s popup. Choose what happens.",
  /**
   * Demo mode, stand-in sign-in popup: full-width button to sign in as the sample account: `{name}`
   * is that sample person's name and `{email}` their e-mail address.
   */
  'demo.provider.continueAs': 'Continue as {name} ({email})',
  /**
   * Demo mode, stand-in sign-in popup: full-width button that makes the sign-in fail as when the
   * e-mail already has an account with a password.
   */
  'demo.provider.accountExists': 'Use an e-mail that already has a password account',
  /**
   * Demo mode, stand-in sign-in popup: full-width button that behaves as if the user closed the
   * popup (the sign-in is cancelled).
   */
  'demo.provider.close': 'Close the popup',
} as const
