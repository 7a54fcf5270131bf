/**
 * The English catalogue: every text the UI shows, by id, in ICU MessageFormat. The spec's
 * texts are quoted here byte for byte. Other locales translate every id (the compiler checks
 * they have all of them, with the same arguments); an app overrides any id through
 * `UiProvider`'s `messages`.
 *
 * After a change, `npm run messages` compiles the catalogues (`../compiled/`); a test fails
 * while they are out of date.
 */
export const en = {
  // The navigation (side navigation, bottom bar, "More").
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.notifications': 'Notifications',
  'nav.notificationsUnread': 'Notifications, {count} unread',
  'nav.create': 'Create',
  'nav.profile': 'Profile',
  'nav.more': 'More',
  'nav.logOut': 'Log out',
  'nav.theme': 'Theme',
  'nav.language': 'Language',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',

  // Times: how long ago, short, as the cards show it.
  'time.justNow': 'just now',
  'time.minutes': '{count}m',
  'time.hours': '{count}h',
  'time.days': '{count}d',
  'time.weeks': '{count}w',

  // Signing in and up (the sign-in pages).
  'auth.signIn': 'Sign in',
  'auth.signIn.subtitle': 'See photos from the people you follow.',
  'auth.signIn.busy': 'Signing in...',
  'auth.signIn.noAccount': "Don't have an account?",
  'auth.signIn.toSignUp': 'Sign up',
  'auth.signIn.welcomeBack': 'Welcome back, {name}!',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.signUp': 'Sign up',
  'auth.signUp.subtitle': 'Sign up to share your photos with friends.',
  'auth.signUp.busy': 'Creating account...',
  'auth.signUp.haveAccount': 'Already have an account?',
  'auth.signUp.toSignIn': 'Log in',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.fullName': 'Full name',
  'auth.rememberMe': 'Remember me',
  'auth.forgotPassword': 'Forgot password?',
  'auth.orContinueWith': 'Or continue with',
  'auth.continueWith': 'Continue with {provider}',
  'field.showPassword': 'Show password',
  'field.hidePassword': 'Hide password',
  'auth.backToSignIn': 'Back to sign in',
  'auth.sending': 'Sending...',
  'auth.forgot.subtitle':
    "Enter the email you signed up with and we'll send you instructions to reset your password.",
  'auth.forgot.remembered': 'Remembered it?',
  'auth.forgot.formLabel': 'Request password reset',
  'auth.forgot.submit': 'Send Reset Instructions',
  'auth.forgot.sentTitle': 'Check your email',
  'auth.forgot.sentLabel': 'Reset instructions requested',
  'auth.forgot.sent':
    'If an account exists with the provided email, you will receive password reset instructions...',
  'auth.forgot.whereIsLink': 'Where is my reset link?',
  'auth.forgot.sendAgain': 'Send again',
  'auth.forgot.changeEmail': 'Use a different email',
  'auth.devHelp.title': 'Development help',
  'auth.devHelp.description': 'In development no email is sent.',
  'auth.devHelp.gotIt': 'Got it',
  'auth.devHelp.console':
    "For an address that has an account, the server prints the reset token on its console (in the demo, the browser's developer console), in a line like this:",
  'auth.devHelp.open': 'Open the reset page with that token in place of {token}:',
  'auth.reset.title': 'Reset password',
  'auth.reset.linksExpire': 'Reset links work once and expire after an hour.',
  'auth.reset.noToken': 'Invalid or missing password reset token',
  'auth.reset.newLink': 'Request a new reset link',
  'auth.reset.setTitle': 'Set a new password',
  'auth.reset.setSubtitle': 'Choose a new password of at least 6 characters.',
  'auth.reset.newPassword': 'New password',
  'auth.reset.confirmPassword': 'Confirm password',
  'auth.reset.busy': 'Resetting...',
  'auth.reset.submit': 'Reset Password',
  'auth.forgot.sentAgain': 'Reset instructions sent again.',
  'auth.reset.done': 'Password has been reset successfully',
  'auth.signUp.welcome': 'Welcome to {product}, {name}!',
} as const

export type MessageId = keyof typeof en

/** A catalogue of a locale: every id translated. */
export type Catalogue = Record<MessageId, string>
