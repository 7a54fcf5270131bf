import {
  ApiError,
  CLIENT_MESSAGES,
  describeStatus,
  SERVER_MESSAGES,
  type ServerMessageName,
  statusDescribed,
} from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { compileCatalogue, SOURCES } from './compile-catalogues'
import { formatMessage } from './format'
import { sayProfile, saySignIn, serverSaid } from './server-messages'
import type { Translate } from './use-t'

function translator(locale: 'en' | 'es' | 'ar'): Translate {
  const messages = compileCatalogue(SOURCES[locale])
  return (id, values) => formatMessage(messages, locale, id, values)
}

const refused = (message: string, status = 400) =>
  new ApiError(status, message, { serverMessage: message })

describe('the server’s words', () => {
  it('are what a 4xx answer said, else the fallback', () => {
    expect(serverSaid(refused('Invalid credentials', 401), 'auth.error.generic')).toEqual({
      text: 'Invalid credentials',
    })
    expect(serverSaid(refused('Server error', 500), 'auth.error.generic')).toBe(
      'auth.error.generic',
    )
    expect(serverSaid(new Error('boom'), 'auth.error.generic')).toBe('auth.error.generic')
  })

  it('include the client’s own, for a failure the server said nothing of', () => {
    const [en, es] = [translator('en'), translator('es')]
    const failures = [
      CLIENT_MESSAGES.network,
      CLIENT_MESSAGES.cancelled,
      CLIENT_MESSAGES.unexpected,
      CLIENT_MESSAGES.sessionExpired,
      describeStatus(404),
      describeStatus(503),
      describeStatus(418),
    ]
    for (const text of failures) {
      expect(saySignIn({ text }, en), text).toBe(text)
      expect(saySignIn({ text }, es), text).not.toBe(text)
    }
    expect(describeStatus(503)).toBe(SERVER_MESSAGES.serverError)
    expect(statusDescribed(describeStatus(418))).toBe(418)
    expect(statusDescribed(describeStatus(404))).toBeUndefined()
    expect(statusDescribed('Request failed with status 4180')).toBeUndefined()
  })

  it('are shown in the reader’s language when the UI knows them, and as they came otherwise', () => {
    const [en, es, ar] = [translator('en'), translator('es'), translator('ar')]
    expect(saySignIn({ text: 'Invalid credentials' }, en)).toBe('Invalid credentials')
    expect(saySignIn({ text: 'Invalid credentials' }, es)).toBe(
      SOURCES.es['auth.server.invalidCredentials'],
    )
    expect(saySignIn({ text: 'Password must be at least 6 characters long' }, en)).toBe(
      'Password must be at least 6 characters long',
    )
    expect(saySignIn({ text: 'Request failed with status 418' }, en)).toBe(
      'Request failed with status 418',
    )
    expect(saySignIn({ text: 'Request failed with status 418' }, es)).toContain('418')
    expect(saySignIn({ text: 'Something only this server says' }, ar)).toBe(
      'Something only this server says',
    )
    expect(sayProfile({ text: 'Bio must be 150 characters or less' }, en)).toBe(
      'Bio must be 150 characters or less',
    )
    expect(sayProfile({ text: 'Bio must be 150 characters or less' }, ar)).toContain('150')
    expect(sayProfile({ text: 'Current password is incorrect' }, ar)).toBe(
      SOURCES.ar['profile.server.wrongPassword'],
    )
    // A message of the catalogue, with its values.
    expect(sayProfile('profile.passwordFailed', es)).toBe(SOURCES.es['profile.passwordFailed'])
    expect(saySignIn(['auth.provider.signIn.loginFailed', { provider: 'Google' }], en)).toBe(
      'Login with Google failed.',
    )
    // No prototype key is mistaken for a known text.
    expect(saySignIn({ text: 'constructor' }, en)).toBe('constructor')
  })
})

type Page = 'signIn' | 'profile'

const SAY: Record<Page, (said: { text: string }, t: Translate) => string> = {
  signIn: saySignIn,
  profile: sayProfile,
}

/** Which pages show each of the server's texts (as it may reach them: a 4xx answer to their
 * own calls). A new text fails the test below until it is placed here, and then until those
 * pages' map puts it in words of the catalogue. */
const SHOWN_ON: Record<ServerMessageName, readonly Page[]> = {
  // The profile's calls are authenticated; the sign-in pages' are not.
  authRequired: ['profile'],
  accessTokenExpired: ['profile'],
  invalidToken: ['profile'],
  userNotFound: ['signIn', 'profile'],
  authFailed: ['profile'],
  // The client's words too, for a 5xx without a message (`describeStatus`).
  serverError: ['signIn'],
  internalError: ['signIn'],
  allFieldsRequired: ['signIn'],
  emailInUse: ['signIn'],
  credentialsRequired: ['signIn'],
  invalidCredentials: ['signIn'],
  // The client refreshes on its own; a failed refresh is "Your session has expired".
  refreshTokenRequired: [],
  refreshTokenInvalid: [],
  refreshTokenExpired: [],
  emailRequired: ['signIn'],
  tokenAndPasswordRequired: ['signIn'],
  resetTokenInvalid: ['signIn'],
  resetTokenExpired: ['signIn'],
  nameTooShort: ['profile'],
  bioTooLong: ['profile'],
  noFileUploaded: ['profile'],
  passwordsRequired: ['profile'],
  newPasswordTooShort: ['profile'],
  wrongPassword: ['profile'],
  // The post, comment and notification screens say their own words of a failure.
  postNotFound: [],
  notAuthorizedToUpdatePost: [],
  notAuthorizedToDeletePost: [],
  commentTextRequired: [],
  commentNotFound: [],
  notAuthorizedToUpdateComment: [],
  notAuthorizedToDeleteComment: [],
  notificationNotFound: [],
  emailInvalid: ['signIn'],
  passwordTooShort: ['signIn'],
  websiteInvalid: ['profile'],
  genderInvalid: ['profile'],
  imageRequired: [],
  captionRequired: [],
  captionTooLong: [],
  notAnImage: [],
  imageTooLarge: [],
}

const NAMES = Object.keys(SERVER_MESSAGES) as ServerMessageName[]
const PAGES = Object.keys(SAY) as Page[]
// A text not placed yet (`undefined`) is left to the test that names them all.
const pagesOf = (name: ServerMessageName): readonly Page[] => SHOWN_ON[name] ?? []
const shown = NAMES.flatMap((name) => pagesOf(name).map((page) => [name, page] as const))
const notShown = NAMES.flatMap((name) =>
  PAGES.filter((page) => !pagesOf(name).includes(page)).map((page) => [name, page] as const),
)

describe('each of the server’s texts', () => {
  const [en, es, ar] = [translator('en'), translator('es'), translator('ar')]
  /** The catalogue's id a page puts a text in (the text itself when it has none). */
  const idOf: Translate = (id) => id

  it('is placed on the pages that show it, or on none', () => {
    expect(Object.keys(SHOWN_ON).sort()).toEqual([...NAMES].sort())
  })

  it.each(shown)('%s is said on the %s pages in English, Spanish and Arabic', (name, page) => {
    const text = SERVER_MESSAGES[name]
    const say = SAY[page]
    const id = say({ text }, idOf)
    expect(id).not.toBe(text)
    expect(say({ text }, en)).toBe(text)
    for (const [locale, t] of [
      ['es', es],
      ['ar', ar],
    ] as const) {
      expect(Object.hasOwn(SOURCES[locale], id), `${locale} ${id}`).toBe(true)
      expect(say({ text }, t), `${locale} ${id}`).not.toBe(text)
    }
  })

  it.each(notShown)('%s is not in the words of the %s pages', (name, page) => {
    const text = SERVER_MESSAGES[name]
    expect(SAY[page]({ text }, idOf)).toBe(text)
  })
})
