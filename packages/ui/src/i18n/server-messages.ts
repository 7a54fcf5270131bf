import {
  BIO_MAX,
  EMAIL_IN_USE,
  NAME_MIN,
  PASSWORD_MIN,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_INVALID,
  userMessage,
} from '@photobooth/api-client'
import type { PartId } from './messages/en'
import type { MessageValues, Translate } from './use-t'

/** A message of the catalogue: its id, with its values if it takes any. */
export type Message<Id extends string> = Id | readonly [Id, MessageValues]

/**
 * What a screen says of a failure, kept as it is and put in words when shown (so that it
 * follows a change of language): a message of the catalogue, or a text that came from
 * elsewhere — the server's `message` (api-contract.md), or the API client's — which is shown
 * in the reader's language when it is one the UI knows, and as it came otherwise.
 */
export type Said<Id extends string> = Message<Id> | { readonly text: string }

/** A message in the reader's language. */
export function say<Id extends string>(message: Message<Id>, t: Translate<Id>): string {
  return typeof message === 'string' ? t(message) : t(message[0], message[1])
}

/**
 * `userMessage` kept for the reader's language: what the server said of a failed call (a 4xx
 * answer's `message`), or `fallback`.
 */
export function serverSaid<Id extends string>(error: unknown, fallback: Said<Id>): Said<Id> {
  const text = userMessage(error, '')
  return text ? { text } : fallback
}

type Known<Id extends string> = ReadonlyMap<string, Message<Id>>

function sayWith<Id extends string>(said: Said<Id>, t: Translate<Id>, known: Known<Id>): string {
  if (typeof said !== 'object' || !('text' in said)) return say(said, t)
  const message = known.get(said.text)
  return message ? say(message, t) : said.text
}

type AuthId = PartId<'auth'>
type ProfileId = PartId<'profile'>

/** The texts the sign-in calls may answer (api-contract.md, Auth; the mock backend's own
 * checks), and the client's own for a failure without a server's word (`ApiError`). */
const SIGN_IN_TEXTS: Known<AuthId> = new Map<string, Message<AuthId>>([
  ['All fields are required', 'auth.server.allFieldsRequired'],
  [EMAIL_IN_USE, 'auth.server.emailInUse'],
  ['Please enter a valid email', 'auth.server.emailInvalid'],
  [
    `Password must be at least ${PASSWORD_MIN} characters long`,
    ['auth.server.passwordTooShort', { min: PASSWORD_MIN }],
  ],
  ['Both email and password are required', 'auth.server.credentialsRequired'],
  ['Invalid credentials', 'auth.server.invalidCredentials'],
  ['User not found', 'auth.server.userNotFound'],
  ['Email is required', 'auth.server.emailRequired'],
  ['Token and new password are required', 'auth.server.tokenAndPasswordRequired'],
  [RESET_TOKEN_INVALID, 'auth.server.tokenInvalid'],
  [RESET_TOKEN_EXPIRED, 'auth.server.tokenExpired'],
  ['Server error', 'auth.client.serverError'],
  ['Internal server error', 'auth.client.internalError'],
  ['Not found', 'auth.client.notFound'],
  ['Could not reach the server.', 'auth.client.network'],
  ['The request was cancelled.', 'auth.client.cancelled'],
  ['The server sent an unexpected response.', 'auth.client.unexpected'],
  ['Your session has expired. Please sign in again.', 'auth.sessionExpired'],
])

/** The client's words for an answer without a message of its own (`describeStatus`). */
const FAILED_WITH_STATUS = /^Request failed with status (\d{3})$/

/** What the sign-in, sign-up and password pages say, in the reader's language. */
export function saySignIn(said: Said<AuthId>, t: Translate<AuthId>): string {
  if (typeof said === 'object' && 'text' in said) {
    const status = FAILED_WITH_STATUS.exec(said.text)?.[1]
    if (status) return t('auth.client.status', { status })
  }
  return sayWith(said, t, SIGN_IN_TEXTS)
}

/** The texts the profile's calls may answer (api-contract.md, Users and the 401s of the
 * authenticated routes; the mock backend's own checks). */
const PROFILE_TEXTS: Known<ProfileId> = new Map<string, Message<ProfileId>>([
  [
    `Name must be at least ${NAME_MIN} characters long`,
    ['profile.server.nameTooShort', { min: NAME_MIN }],
  ],
  [`Bio must be ${BIO_MAX} characters or less`, ['profile.server.bioTooLong', { max: BIO_MAX }]],
  ['Website must be a valid http(s) URL', 'profile.server.websiteInvalid'],
  ['Gender must be male, female, other or empty', 'profile.server.genderInvalid'],
  ['No file uploaded', 'profile.server.noFile'],
  ['Current password and new password are required', 'profile.server.passwordsRequired'],
  [
    `New password must be at least ${PASSWORD_MIN} characters long`,
    ['profile.server.passwordTooShort', { min: PASSWORD_MIN }],
  ],
  ['Current password is incorrect', 'profile.server.wrongPassword'],
  ['Authentication required', 'profile.server.authRequired'],
  ['Access token expired', 'profile.server.tokenExpired'],
  ['Invalid token', 'profile.server.invalidToken'],
  ['User not found', 'profile.server.userNotFound'],
  ['Authentication failed', 'profile.server.authFailed'],
])

/** What the profile pages say, in the reader's language. */
export function sayProfile(said: Said<ProfileId>, t: Translate<ProfileId>): string {
  return sayWith(said, t, PROFILE_TEXTS)
}
