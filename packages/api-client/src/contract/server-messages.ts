import { BIO_MAX, CAPTION_MAX, NAME_MIN, PASSWORD_MIN, UPLOAD_MAX_BYTES } from './limits'

/**
 * The `message` of every error the server answers (api-contract.md), word for word: the mock
 * backend answers with these, the client tells failures apart by them, and the UI puts the ones
 * a page shows in the reader's language (its catalogue holds the translations). A text with a
 * number is built from the limit the server checks, so the two cannot disagree.
 */
export const SERVER_MESSAGES = {
  // The 401s of the authenticated routes (each with its `code`).
  authRequired: 'Authentication required',
  accessTokenExpired: 'Access token expired',
  invalidToken: 'Invalid token',
  userNotFound: 'User not found',
  authFailed: 'Authentication failed',

  // Server faults (500): route code failing; malformed JSON and every upload error.
  serverError: 'Server error',
  internalError: 'Internal server error',

  // Auth.
  allFieldsRequired: 'All fields are required',
  emailInUse: 'Email already in use',
  credentialsRequired: 'Both email and password are required',
  invalidCredentials: 'Invalid credentials',
  refreshTokenRequired: 'Refresh token is required',
  refreshTokenInvalid: 'Invalid refresh token',
  refreshTokenExpired: 'Refresh token has expired',
  emailRequired: 'Email is required',
  tokenAndPasswordRequired: 'Token and new password are required',
  /** A reset token the server does not know, or one already used. */
  resetTokenInvalid: 'Invalid or expired token',
  resetTokenExpired: 'Token has expired',

  // Users.
  nameTooShort: `Name must be at least ${NAME_MIN} characters long`,
  bioTooLong: `Bio must be ${BIO_MAX} characters or less`,
  noFileUploaded: 'No file uploaded',
  passwordsRequired: 'Current password and new password are required',
  newPasswordTooShort: `New password must be at least ${PASSWORD_MIN} characters long`,
  wrongPassword: 'Current password is incorrect',

  // Posts, comments and notifications.
  postNotFound: 'Post not found',
  notAuthorizedToUpdatePost: 'Not authorized to update this post',
  notAuthorizedToDeletePost: 'Not authorized to delete this post',
  commentTextRequired: 'Comment text is required',
  commentNotFound: 'Comment not found',
  notAuthorizedToUpdateComment: 'Not authorized to update this comment',
  notAuthorizedToDeleteComment: 'Not authorized to delete this comment',
  notificationNotFound: 'Notification not found',

  // The mock backend's own, stricter checks (api-contract.md, "Mock enforcement"): the real
  // server accepts these requests, so only the mocks answer these texts.
  emailInvalid: 'Please enter a valid email',
  /** Sign-up and reset (a password change says `newPasswordTooShort`, as the server does). */
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  websiteInvalid: 'Website must be a valid http(s) URL',
  genderInvalid: 'Gender must be male, female, other or empty',
  imageRequired: 'Image is required',
  captionRequired: 'Caption is required',
  captionTooLong: `Caption must be ${CAPTION_MAX} characters or less`,
  notAnImage: 'Only image files are allowed',
  imageTooLarge: `Image must be ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB or smaller`,
} as const

/** The name of one of the server's error texts. */
export type ServerMessageName = keyof typeof SERVER_MESSAGES

/** One of the server's error texts. */
export type ServerMessage = (typeof SERVER_MESSAGES)[ServerMessageName]
