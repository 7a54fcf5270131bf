// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "auth": for the components that show them, `useT(auth)`. */
export const auth: EnglishPart<'auth'> = {
  "auth.signIn": "Sign in",
  "auth.signIn.subtitle": "See photos from the people you follow.",
  "auth.signIn.busy": "Signing in...",
  "auth.signIn.noAccount": "Don't have an account?",
  "auth.signIn.toSignUp": "Sign up",
  "auth.signIn.welcomeBack": [
    "Welcome back, ",
    [
      "name"
    ],
    "!"
  ],
  "auth.sessionExpired": "Your session has expired. Please sign in again.",
  "auth.signUp": "Sign up",
  "auth.signUp.subtitle": "Sign up to share your photos with friends.",
  "auth.signUp.busy": "Creating account...",
  "auth.signUp.haveAccount": "Already have an account?",
  "auth.signUp.toSignIn": "Log in",
  "auth.email": "Email",
  "auth.password": "Password",
  "auth.fullName": "Full name",
  "auth.rememberMe": "Remember me",
  "auth.forgotPassword": "Forgot password?",
  "auth.orContinueWith": "Or continue with",
  "auth.continueWith": [
    "Continue with ",
    [
      "provider"
    ]
  ],
  "auth.backToSignIn": "Back to sign in",
  "auth.sending": "Sending...",
  "auth.forgot.subtitle": "Enter the email you signed up with and we'll send you instructions to reset your password.",
  "auth.forgot.remembered": "Remembered it?",
  "auth.forgot.formLabel": "Request password reset",
  "auth.forgot.submit": "Send Reset Instructions",
  "auth.forgot.sentTitle": "Check your email",
  "auth.forgot.sentLabel": "Reset instructions requested",
  "auth.forgot.sent": "If an account exists with the provided email, you will receive password reset instructions...",
  "auth.forgot.whereIsLink": "Where is my reset link?",
  "auth.forgot.sendAgain": "Send again",
  "auth.forgot.changeEmail": "Use a different email",
  "auth.devHelp.title": "Development help",
  "auth.devHelp.description": "In development no email is sent.",
  "auth.devHelp.gotIt": "Got it",
  "auth.devHelp.console": "For an address that has an account, the server prints the reset token on its console (in the demo, the browser's developer console), in a line like this:",
  "auth.devHelp.open": [
    "Open the reset page with that token in place of ",
    [
      "token"
    ],
    ":"
  ],
  "auth.reset.title": "Reset password",
  "auth.reset.linksExpire": "Reset links work once and expire after an hour.",
  "auth.reset.noToken": "Invalid or missing password reset token",
  "auth.reset.newLink": "Request a new reset link",
  "auth.reset.setTitle": "Set a new password",
  "auth.reset.setSubtitle": [
    "Choose a new password of at least ",
    [
      "min",
      "number"
    ],
    " characters."
  ],
  "auth.reset.newPassword": "New password",
  "auth.reset.confirmPassword": "Confirm password",
  "auth.reset.busy": "Resetting...",
  "auth.reset.submit": "Reset Password",
  "auth.forgot.sentAgain": "Reset instructions sent again.",
  "auth.reset.done": "Password has been reset successfully",
  "auth.signUp.welcome": [
    "Welcome to ",
    [
      "product"
    ],
    ", ",
    [
      "name"
    ],
    "!"
  ],
  "auth.error.generic": "An error occurred. Please try again.",
  "auth.error.short": "An error occurred.",
  "auth.signUp.incomplete": "Failed to complete authentication process.",
  "auth.reset.missingToken": "Invalid or missing reset token",
  "auth.provider.cancelled": "Sign-in was cancelled.",
  "auth.provider.accountExists": "An account already exists with the same email address.",
  "auth.provider.signIn.failed": [
    [
      "provider"
    ],
    " authentication failed. Please try again."
  ],
  "auth.provider.signIn.registerFailed": [
    "Registration with ",
    [
      "provider"
    ],
    " failed."
  ],
  "auth.provider.signIn.loginFailed": [
    "Login with ",
    [
      "provider"
    ],
    " failed."
  ],
  "auth.provider.signIn.redirectFailed": [
    "Failed to complete ",
    [
      "provider"
    ],
    " sign-in. Please try again."
  ],
  "auth.provider.signUp.failed": [
    "Failed to sign up with ",
    [
      "provider"
    ],
    ". Please try again or use email registration."
  ],
  "auth.provider.signUp.noEmail": [
    "Could not get email from ",
    [
      "provider"
    ],
    " account"
  ],
  "auth.provider.signUp.loginFailed": [
    "Failed to authenticate after ",
    [
      "provider"
    ],
    " signup"
  ],
  "auth.provider.signUp.processFailed": [
    "Failed to process ",
    [
      "provider"
    ],
    " authentication. Please try again."
  ],
  "auth.provider.signUp.redirectFailed": [
    "Failed to complete ",
    [
      "provider"
    ],
    " authentication."
  ],
  "auth.server.allFieldsRequired": "All fields are required",
  "auth.server.emailInUse": "Email already in use",
  "auth.server.emailInvalid": "Please enter a valid email",
  "auth.server.passwordTooShort": [
    "Password must be at least ",
    [
      "min",
      "number"
    ],
    " characters long"
  ],
  "auth.server.credentialsRequired": "Both email and password are required",
  "auth.server.invalidCredentials": "Invalid credentials",
  "auth.server.userNotFound": "User not found",
  "auth.server.emailRequired": "Email is required",
  "auth.server.tokenAndPasswordRequired": "Token and new password are required",
  "auth.server.tokenInvalid": "Invalid or expired token",
  "auth.server.tokenExpired": "Token has expired",
  "auth.client.serverError": "Server error",
  "auth.client.internalError": "Internal server error",
  "auth.client.notFound": "Not found",
  "auth.client.status": [
    "Request failed with status ",
    [
      "status"
    ]
  ],
  "auth.client.network": "Could not reach the server.",
  "auth.client.cancelled": "The request was cancelled.",
  "auth.client.unexpected": "The server sent an unexpected response."
}
