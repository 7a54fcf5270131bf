import { ApiError } from '@photobooth/api-client'
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
