import {
  BIO_MAX,
  CLIENT_MESSAGES,
  NAME_MIN,
  PASSWORD_MIN,
  SERVER_MESSAGES,
  statusDescribed,
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

/** The texts the sign-in calls may answer (`SERVER_MESSAGES`: api-contract.md, Auth; the mock
 * backend's own checks), and the client's own for a failure without a server's word
 * (`ApiError`). `server-messages.test.ts` says which page shows each of the server's texts. */
const SIGN_IN_TEXTS: Known<AuthId> = new Map<string, Message<AuthId>>([
  [SERVER_MESSAGES.allFieldsRequired, 'auth.server.allFieldsRequired'],
  [SERVER_MESSAGES.emailInUse, 'auth.server.emailInUse'],
  [SERVER_MESSAGES.emailInvalid, 'auth.server.emailInvalid'],
  [SERVER_MESSAGES.passwordTooShort, ['auth.server.passwordTooShort', { min: PASSWORD_MIN }]],
  [SERVER_MESSAGES.credentialsRequired, 'auth.server.credentialsRequired'],
  [SERVER_MESSAGES.invalidCredentials, 'auth.server.invalidCredentials'],
  [SERVER_MESSAGES.userNotFound, 'auth.server.userNotFound'],
  [SERVER_MESSAGES.emailRequired, 'auth.server.emailRequired'],
  [SERVER_MESSAGES.tokenAndPasswordRequired, 'auth.server.tokenAndPasswordRequired'],
  [SERVER_MESSAGES.resetTokenInvalid, 'auth.server.tokenInvalid'],
  [SERVER_MESSAGES.resetTokenExpired, 'auth.server.tokenExpired'],
  [SERVER_MESSAGES.serverError, 'auth.client.serverError'],
  [SERVER_MESSAGES.internalError, 'auth.client.internalError'],
  [CLIENT_MESSAGES.notFound, 'auth.client.notFound'],
  [CLIENT_MESSAGES.network, 'auth.client.network'],
  [CLIENT_MESSAGES.cancelled, 'auth.client.cancelled'],
  [CLIENT_MESSAGES.unexpected, 'auth.client.unexpected'],
  [CLIENT_MESSAGES.sessionExpired, 'auth.sessionExpired'],
])

/** What the sign-in, sign-up and password pages say, in the reader's language. */
export function saySignIn(said: Said<AuthId>, t: Translate<AuthId>): string {
  if (typeof said === 'object' && 'text' in said) {
    const status = statusDescribed(said.text)
    if (status !== undefined) return t('auth.client.status', { status: String(status) })
  }
  return sayWith(said, t, SIGN_IN_TEXTS)
}

/** The texts the profile's calls may answer (`SERVER_MESSAGES`: api-contract.md, Users and the
 * 401s of the authenticated routes; the mock backend's own checks). */
const PROFILE_TEXTS: Known<ProfileId> = new Map<string, Message<ProfileId>>([
  [SERVER_MESSAGES.nameTooShort, ['profile.server.nameTooShort', { min: NAME_MIN }]],
  [SERVER_MESSAGES.bioTooLong, ['profile.server.bioTooLong', { max: BIO_MAX }]],
  [SERVER_MESSAGES.websiteInvalid, 'profile.server.websiteInvalid'],
  [SERVER_MESSAGES.genderInvalid, 'profile.server.genderInvalid'],
  [SERVER_MESSAGES.noFileUploaded, 'profile.server.noFile'],
  [SERVER_MESSAGES.passwordsRequired, 'profile.server.passwordsRequired'],
  [SERVER_MESSAGES.newPasswordTooShort, ['profile.server.passwordTooShort', { min: PASSWORD_MIN }]],
  [SERVER_MESSAGES.wrongPassword, 'profile.server.wrongPassword'],
  [SERVER_MESSAGES.authRequired, 'profile.server.authRequired'],
  [SERVER_MESSAGES.accessTokenExpired, 'profile.server.tokenExpired'],
  [SERVER_MESSAGES.invalidToken, 'profile.server.invalidToken'],
  [SERVER_MESSAGES.userNotFound, 'profile.server.userNotFound'],
  [SERVER_MESSAGES.authFailed, 'profile.server.authFailed'],
])

/** What the profile pages say, in the reader's language. */
export function sayProfile(said: Said<ProfileId>, t: Translate<ProfileId>): string {
  return sayWith(said, t, PROFILE_TEXTS)
}
