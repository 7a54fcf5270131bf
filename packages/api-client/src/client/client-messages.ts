/**
 * The client's own words for a failure that brought no message of the server's (an
 * `ApiError`'s `message`), one place for all: the client writes them, and an app that shows
 * them in the reader's language maps them from here, as it maps `SERVER_MESSAGES`.
 */
export const CLIENT_MESSAGES = {
  /** No answer: the network failed, or the server could not be reached. */
  network: 'Could not reach the server.',
  /** The caller cancelled the request. */
  cancelled: 'The request was cancelled.',
  /** An answer the contract does not describe (a body that is not what the call returns). */
  unexpected: 'The server sent an unexpected response.',
  /** The session could not be renewed: its refresh token was refused or is gone. */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** A write not sent, the browser being offline. */
  offline: 'You are offline: nothing was sent.',
  /** A write whose answer was lost, and the server could not be asked whether it happened. */
  unanswered: 'No answer came, and the server could not be asked.',
  /** A 404 without a message. */
  notFound: 'Not found',
  /** A like whose answer was lost, and the post could not be read to learn where it stands. */
  postUnread: 'No answer came, and the post could not be read.',
  /** A like answered with the state other than the one pressed for: the server's stands. */
  outOfStep: 'The server holds the other state.',
  /** The feed's refresh failed with something other than the client's own error (a bug). */
  feedNotRefreshed: 'The feed could not be refreshed.',
} as const
