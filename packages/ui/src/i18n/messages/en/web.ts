/** The app around the screens (apps/web): routes, start-up, errors, the demo's controls. */
export const web = {
  // The start-up error (before the app could run).
  'web.startup.title': '{product} could not start',
  'web.startup.body':
    'Something stopped the app from loading. Check your connection and try again. In demo mode your browser must allow service workers (private windows sometimes do not).',
  'web.startup.retry': 'Try again',
  // A page that crashed.
  'web.error.title': 'Something went wrong',
  'web.error.body': 'This page could not be shown. Reloading usually helps; your data is safe.',
  'web.error.reload': 'Reload',
  'web.toFeed': 'Go to the feed',
  // A path the product does not have.
  'web.notFound.title': 'Page not found',
  'web.notFound.message': 'This page does not exist.',
  'web.notFound.detail': 'The link may be broken, or the page may have been removed.',
  // A guest's top bar.
  'web.guest.account': 'Account',
  'web.guest.logIn': 'Log In',
  'web.guest.signUp': 'Sign Up',
  // The demo's badge, panel and simulated identity provider.
  'web.demo.badge': 'Demo',
  'web.demo.title': 'Demo mode',
  'web.demo.description':
    'You are exploring {product} with sample people and photos. Everything runs in this browser and is kept across reloads.',
  'web.demo.resetData': 'Reset demo data',
  'web.demo.accounts': 'Demo accounts',
  'web.demo.demoAccount': 'Demo account:',
  'web.demo.friend': 'A friend:',
  'web.demo.confirmTitle': 'Reset the demo?',
  'web.demo.confirmDescription':
    'Every post, comment, like and account made in this browser goes, and the sample community comes back. You will be signed out.',
  'web.demo.confirm': 'Reset',
  'web.demoProvider.title': 'Sign in with {provider}',
  'web.demoProvider.description':
    "Demo mode: this stands in for {provider}'s popup. Choose what happens.",
  'web.demoProvider.continueAs': 'Continue as {name} ({email})',
  'web.demoProvider.accountExists': 'Use an e-mail that already has a password account',
  'web.demoProvider.close': 'Close the popup',
} as const
