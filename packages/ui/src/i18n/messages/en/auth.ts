/** Signing in and up, and the password pages. */
export const auth = {
  /**
   * Sign-in page: its title, the name of its form for screen readers and the text of its full-width
   * submit button.
   */
  'auth.signIn': 'Sign in',
  /** Sign-in page: the line under the title. */
  'auth.signIn.subtitle': 'See photos from the people you follow.',
  /** Sign-in page: the text of the submit button ("Sign in") while the sign-in is under way. */
  'auth.signIn.busy': 'Signing in...',
  /**
   * Sign-in page, under the form: the question before the link "Sign up" (`auth.signIn.toSignUp`),
   * on one line with it.
   */
  'auth.signIn.noAccount': "Don't have an account?",
  /** Sign-in page, under the form: the link to the sign-up page, after "Don't have an account?". */
  'auth.signIn.toSignUp': 'Sign up',
  /** Success toast after signing in: `{name}` is the user's display name. */
  'auth.signIn.welcomeBack': 'Welcome back, {name}!',
  /**
   * Notice at the top of the sign-in page when the user was signed out because their session ran
   * out; also the translation of the same text when the API client gives it as the reason a request
   * failed.
   */
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  /**
   * Sign-up page: its title, the name of its form for screen readers and the text of its full-width
   * submit button.
   */
  'auth.signUp': 'Sign up',
  /** Sign-up page: the line under the title. */
  'auth.signUp.subtitle': 'Sign up to share your photos with friends.',
  /** Sign-up page: the text of the submit button ("Sign up") while the account is being created. */
  'auth.signUp.busy': 'Creating account...',
  /**
   * Sign-up page, under the form: the question before the link "Log in" (`auth.signUp.toSignIn`),
   * on one line with it.
   */
  'auth.signUp.haveAccount': 'Already have an account?',
  /**
   * Sign-up page, under the form: the link to the sign-in page, after "Already have an account?".
   */
  'auth.signUp.toSignIn': 'Log in',
  /** Label of the e-mail field on the sign-in, sign-up and forgot-password forms. */
  'auth.email': 'Email',
  /** Label of the password field on the sign-in and sign-up forms. */
  'auth.password': 'Password',
  /**
   * Sign-up form: label of the field for the user's name, which others see as their display name.
   */
  'auth.fullName': 'Full name',
  /**
   * Sign-in form: label of a checkbox sharing one row with the "Forgot password?" link, so keep it
   * short.
   */
  'auth.rememberMe': 'Remember me',
  /**
   * Sign-in form: the link to the page for resetting a forgotten password; also that page's title.
   */
  'auth.forgotPassword': 'Forgot password?',
  /**
   * Sign-in and sign-up forms: short text in the middle of a divider line, between the form's own
   * button and the button to sign in with another service (Google).
   */
  'auth.orContinueWith': 'Or continue with',
  /**
   * Sign-in and sign-up forms: the name screen readers give the button that signs in through
   * another service, which shows only its logo and name: `{provider}` is the service's name, e.g.
   * "Google".
   */
  'auth.continueWith': 'Continue with {provider}',
  /**
   * Link to the sign-in page at the foot of the forgot-password page (after "Remembered it?") and
   * of the reset-password page.
   */
  'auth.backToSignIn': 'Back to sign in',
  /**
   * Forgot-password page: the text of the "Send Reset Instructions" and "Send again" buttons while
   * the request is being sent.
   */
  'auth.sending': 'Sending...',
  /** Forgot-password page: the line under the title "Forgot password?". */
  'auth.forgot.subtitle':
    "Enter the email you signed up with and we'll send you instructions to reset your password.",
  /**
   * Forgot-password page, under the card: the question before the link "Back to sign in", on one
   * line with it.
   */
  'auth.forgot.remembered': 'Remembered it?',
  /**
   * Forgot-password page: the name of its form (the e-mail field and its button), read by screen
   * readers only.
   */
  'auth.forgot.formLabel': 'Request password reset',
  /** Forgot-password page: the full-width submit button under the e-mail field. */
  'auth.forgot.submit': 'Send Reset Instructions',
  /** Forgot-password page once the request was sent: the title that replaces "Forgot password?". */
  'auth.forgot.sentTitle': 'Check your email',
  /**
   * Forgot-password page once the request was sent: the name of the section that replaced the form,
   * read by screen readers only (focus moves to it).
   */
  'auth.forgot.sentLabel': 'Reset instructions requested',
  /**
   * Forgot-password page once the request was sent: the success message, which on purpose does not
   * say whether the address has an account.
   */
  'auth.forgot.sent':
    'If an account exists with the provided email, you will receive password reset instructions...',
  /**
   * Forgot-password page once sent, in development and demo mode only (no e-mail is really sent): a
   * full-width button opening a help dialog on where to find the reset link.
   */
  'auth.forgot.whereIsLink': 'Where is my reset link?',
  /**
   * Forgot-password page once sent: full-width button that sends the reset instructions to the same
   * address again.
   */
  'auth.forgot.sendAgain': 'Send again',
  /**
   * Forgot-password page once sent: full-width button that goes back to the form to type another
   * address.
   */
  'auth.forgot.changeEmail': 'Use a different email',
  /**
   * Title of the help dialog opened by "Where is my reset link?" (development and demo mode only).
   */
  'auth.devHelp.title': 'Development help',
  /** Help dialog (development and demo mode): the line under its title. */
  'auth.devHelp.description': 'In development no email is sent.',
  /** Help dialog (development and demo mode): the button that closes it. */
  'auth.devHelp.gotIt': 'Got it',
  /**
   * Help dialog (development and demo mode): text ending in a colon, followed by an example of the
   * console line, which stays in English ("Reset token for …: <token>").
   */
  'auth.devHelp.console':
    "For an address that has an account, the server prints the reset token on its console (in the demo, the browser's developer console), in a line like this:",
  /**
   * Help dialog (development and demo mode): text ending in a colon, followed by the reset page's
   * address with "<token>" in it; `{token}` is that literal "<token>", as written in the address.
   */
  'auth.devHelp.open': 'Open the reset page with that token in place of {token}:',
  /**
   * Reset-password page: its title when the link carries no token (there is no form then, only a
   * way to a new link), and the name of the reset form for screen readers.
   */
  'auth.reset.title': 'Reset password',
  /** Reset-password page without a token: the line under the title "Reset password". */
  'auth.reset.linksExpire': 'Reset links work once and expire after an hour.',
  /**
   * Reset-password page: the error shown when the link carries no reset token at all, above a
   * "Request a new reset link" button.
   */
  'auth.reset.noToken': 'Invalid or missing password reset token',
  /**
   * Reset-password page: a link to the forgot-password page, to ask for a new reset link; a
   * full-width button, or a link inside the error above the form.
   */
  'auth.reset.newLink': 'Request a new reset link',
  /** Reset-password page: the title above the form for the new password. */
  'auth.reset.setTitle': 'Set a new password',
  /** Reset-password page: the line under the title "Set a new password": `{min}` is the
   * minimum number of characters (6). */
  'auth.reset.setSubtitle': 'Choose a new password of at least {min, number} characters.',
  /** Reset-password form: label of the new password field. */
  'auth.reset.newPassword': 'New password',
  /** Reset-password form: label of the field where the new password is typed a second time. */
  'auth.reset.confirmPassword': 'Confirm password',
  /**
   * Reset-password form: the text of the submit button ("Reset Password") while the reset is under
   * way.
   */
  'auth.reset.busy': 'Resetting...',
  /** Reset-password form: the full-width submit button. */
  'auth.reset.submit': 'Reset Password',
  /** Success toast after "Send again" on the forgot-password page. */
  'auth.forgot.sentAgain': 'Reset instructions sent again.',
  /** Success toast after the password was reset; the app then goes to the sign-in page. */
  'auth.reset.done': 'Password has been reset successfully',
  /**
   * Success toast after signing up: `{product}` is the product's name, "PhotoBooth", and `{name}`
   * the new user's display name.
   */
  'auth.signUp.welcome': 'Welcome to {product}, {name}!',
  /**
   * Error above the form of the sign-in, forgot-password or reset-password page when a request
   * failed and the server gave no reason.
   */
  'auth.error.generic': 'An error occurred. Please try again.',
  /** Error above the sign-up form when the sign-up failed without any message to show. */
  'auth.error.short': 'An error occurred.',
  /**
   * Error above the sign-up form when the account was created but the server's answer to the
   * sign-in that follows could not be used.
   */
  'auth.signUp.incomplete': 'Failed to complete authentication process.',
  /**
   * Error above the reset-password form when it is sent from a link whose reset token is empty; a
   * "Request a new reset link" link follows it.
   */
  'auth.reset.missingToken': 'Invalid or missing reset token',
  /**
   * Error above the sign-in or sign-up form when the user closed the other service's sign-in popup
   * (Google's).
   */
  'auth.provider.cancelled': 'Sign-in was cancelled.',
  /**
   * Error above the sign-in or sign-up form when the other service (Google) reports that its e-mail
   * address is already used with another way of signing in.
   */
  'auth.provider.accountExists': 'An account already exists with the same email address.',
  /**
   * Sign-in page: error when signing in through another service failed (or its account has no
   * e-mail): `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signIn.failed': '{provider} authentication failed. Please try again.',
  /**
   * Sign-in page: error when the account for someone signing in through another service for the
   * first time could not be created: `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signIn.registerFailed': 'Registration with {provider} failed.',
  /**
   * Sign-in page: error when our server refused the sign-in that follows the other service's:
   * `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signIn.loginFailed': 'Login with {provider} failed.',
  /**
   * Sign-in page: error when the return from the other service's sign-in page (used when its popup
   * cannot open) could not be completed: `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signIn.redirectFailed': 'Failed to complete {provider} sign-in. Please try again.',
  /**
   * Sign-up page: error when the account could not be created with the other service's details,
   * suggesting the e-mail form instead: `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signUp.failed':
    'Failed to sign up with {provider}. Please try again or use email registration.',
  /**
   * Sign-up page: error when the account at the other service has no e-mail address to sign up
   * with: `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signUp.noEmail': 'Could not get email from {provider} account',
  /**
   * Sign-up page: error when the account was created with the other service's details but the
   * sign-in after it failed: `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signUp.loginFailed': 'Failed to authenticate after {provider} signup',
  /**
   * Sign-up page: error when the other service's own sign-in (its popup) failed: `{provider}` is
   * the service's name, e.g. "Google".
   */
  'auth.provider.signUp.processFailed':
    'Failed to process {provider} authentication. Please try again.',
  /**
   * Sign-up page: error when the return from the other service's sign-in page (used when its popup
   * cannot open) could not be completed: `{provider}` is the service's name, e.g. "Google".
   */
  'auth.provider.signUp.redirectFailed': 'Failed to complete {provider} authentication.',
  /**
   * The server's reason, in the reader's language, shown above the sign-up form: a field (name,
   * e-mail or password) was missing.
   */
  'auth.server.allFieldsRequired': 'All fields are required',
  /**
   * The server's reason, shown above the sign-up form: an account with this e-mail address already
   * exists.
   */
  'auth.server.emailInUse': 'Email already in use',
  /** The server's reason, shown above the sign-up form: the e-mail address is not valid. */
  'auth.server.emailInvalid': 'Please enter a valid email',
  /**
   * The server's reason, shown above the sign-up form: the password is too short; `{min}` is the
   * minimum number of characters (6).
   */
  'auth.server.passwordTooShort': 'Password must be at least {min, number} characters long',
  /** The server's reason, shown above the sign-in form: the e-mail or the password was missing. */
  'auth.server.credentialsRequired': 'Both email and password are required',
  /**
   * The server's reason, shown above the sign-in form: the e-mail and password do not match an
   * account.
   */
  'auth.server.invalidCredentials': 'Invalid credentials',
  /** The server's reason, shown above a sign-in form: there is no account for this user. */
  'auth.server.userNotFound': 'User not found',
  /** The server's reason, shown above the forgot-password form: the e-mail address was missing. */
  'auth.server.emailRequired': 'Email is required',
  /**
   * The server's reason, shown above the reset-password form: the reset token or the new password
   * was missing.
   */
  'auth.server.tokenAndPasswordRequired': 'Token and new password are required',
  /**
   * The server's reason, shown above the reset-password form with a link to request a new one: the
   * reset link is unknown, already used or expired.
   */
  'auth.server.tokenInvalid': 'Invalid or expired token',
  /**
   * The server's reason, shown above the reset-password form with a link to request a new one: the
   * reset link has expired.
   */
  'auth.server.tokenExpired': 'Token has expired',
  /**
   * Shown above a sign-in, sign-up or password form when the server failed (an error 500 or the
   * like) without saying why.
   */
  'auth.client.serverError': 'Server error',
  /** Shown above a sign-in, sign-up or password form when the server reported an internal error. */
  'auth.client.internalError': 'Internal server error',
  /**
   * Shown above a sign-in, sign-up or password form when the server answered "not found" (404)
   * without saying more.
   */
  'auth.client.notFound': 'Not found',
  /**
   * Shown above a sign-in, sign-up or password form when a request failed without a message:
   * `{status}` is the HTTP status code, a three-digit number such as 502.
   */
  'auth.client.status': 'Request failed with status {status}',
  /**
   * Shown above a sign-in, sign-up or password form when the request could not reach the server
   * (e.g. no connection).
   */
  'auth.client.network': 'Could not reach the server.',
  /**
   * Shown above a sign-in, sign-up or password form when the request was cancelled before it ended.
   */
  'auth.client.cancelled': 'The request was cancelled.',
  /**
   * Shown above a sign-in, sign-up or password form when the server's answer could not be
   * understood.
   */
  'auth.client.unexpected': 'The server sent an unexpected response.',
} as const
