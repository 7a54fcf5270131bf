import {
  changePassword,
  getMe,
  login,
  UPLOAD_MAX_BYTES,
  updateAvatar,
  updateProfile,
} from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, FRIEND_ACCOUNT } from '../db/seed-world'
import { API, pngFile, setupBackendHarness } from '../test/backend-harness'
import { json, refusal } from '../test/expect-api-error'

const h = setupBackendHarness()

describe('GET /users/me', () => {
  it('answers the signed-in user, whatever the query', async () => {
    const { client, user } = h.as(DEMO_ACCOUNT.email)
    const me = await getMe(client, { now: 123 })
    expect(me).toMatchObject({ _id: user._id, name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email })
    expect(Object.keys(me)).not.toContain('passwordHash')
  })

  it.each([
    ['no header', undefined, { message: 'Authentication required', code: 'NO_TOKEN' }],
    ['not Bearer', 'Token abc', { message: 'Authentication required', code: 'NO_TOKEN' }],
    ['an unknown token', 'Bearer at.nope', { message: 'Invalid token', code: 'INVALID_TOKEN' }],
  ])('answers 401 for %s', async (_case, header, body) => {
    const response = await h.raw(
      '/api/users/me',
      header ? { headers: { Authorization: header } } : {},
    )
    expect([response.status, await response.json()]).toEqual([401, body])
  })

  it('answers 401 TOKEN_EXPIRED once the access token is 2 minutes old', async () => {
    const { accessToken } = h.backend.signIn(DEMO_ACCOUNT.email)
    const headers = { Authorization: `Bearer ${accessToken}` }
    expect((await h.raw('/api/users/me', { headers })).status).toBe(200)
    h.backend.clock.advance(2 * 60_000)
    const response = await h.raw('/api/users/me', { headers })
    expect([response.status, await response.json()]).toEqual([
      401,
      { message: 'Access token expired', code: 'TOKEN_EXPIRED' },
    ])
  })

  it('answers 401 USER_NOT_FOUND when the user is gone', async () => {
    const { accessToken, user } = h.backend.signIn(DEMO_ACCOUNT.email)
    h.backend.db.users.delete(user._id)
    const response = await h.raw('/api/users/me', {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect([response.status, await response.json()]).toEqual([
      401,
      { message: 'User not found', code: 'USER_NOT_FOUND' },
    ])
  })
})

describe('GET /users/{id}', () => {
  it('is public, ignores an expired token, and answers 404 for an unknown id', async () => {
    const { accessToken, user } = h.backend.signIn(FRIEND_ACCOUNT.email)
    h.backend.clock.advance(10 * 60_000)
    const response = await h.raw(`/api/users/${user._id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      _id: user._id,
      name: FRIEND_ACCOUNT.name,
      email: FRIEND_ACCOUNT.email,
    })
    const missing = await h.raw('/api/users/AAAAAAAAAAAAAAAA')
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'User not found' }])
  })
})

describe('PATCH /users/me', () => {
  it('updates bio, website and gender, which then appear on the user', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    const updated = await updateProfile(client, {
      bio: 'Hello there',
      website: 'https://riley.example.org',
      gender: 'female',
    })
    expect(updated).toMatchObject({
      bio: 'Hello there',
      website: 'https://riley.example.org',
      gender: 'female',
    })
    await expect(getMe(client)).resolves.toMatchObject({ bio: 'Hello there', gender: 'female' })
  })

  it('ignores other keys and treats an empty body as a no-op', async () => {
    const { client, user } = h.as(FRIEND_ACCOUNT.email)
    const same = await updateProfile(client, {})
    expect(same).toEqual(await getMe(client))
    const ignored = await updateProfile(client, {
      email: 'hijack@example.com',
      avatar: 'x',
    } as never)
    expect(ignored.email).toBe(user.email)
  })

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters long'],
    [{ bio: 'x'.repeat(151) }, 'Bio must be 150 characters or less'],
    [{ website: 'javascript:alert(1)' }, 'Website must be a valid http(s) URL'],
    [{ website: 'ftp://files.example.com' }, 'Website must be a valid http(s) URL'],
    [{ gender: 'robot' }, 'Gender must be male, female, other or empty'],
  ])('refuses %j with 400 "%s"', async (input, text) => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    expect(await refusal(updateProfile(client, input as never))).toEqual([400, text])
  })

  it('accepts a bio of exactly 150 characters and an empty website', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    await expect(
      updateProfile(client, { bio: 'b'.repeat(150), website: '' }),
    ).resolves.toMatchObject({ website: '' })
  })
})

describe('PATCH /users/me/avatar', () => {
  it('stores the image, answers the user with its path, and serves it back', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    const answer = await updateAvatar(client, pngFile())
    expect(answer.message).toBe('Avatar updated successfully')
    expect(answer.user.avatar).toMatch(/^uploads\/[A-Za-z0-9]{16}\.png$/)
    const image = await fetch(`${API}/${answer.user.avatar}`)
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
  })

  it('answers 400 without a file', async () => {
    const response = await h.rawAs(FRIEND_ACCOUNT.email, '/api/users/me/avatar', {
      method: 'PATCH',
      body: new FormData(),
    })
    expect([response.status, await response.json()]).toEqual([400, { message: 'No file uploaded' }])
  })

  it('answers the server 500 for a wrong field, a non-image and a file over 5 MB', async () => {
    const wrongField = new FormData()
    wrongField.append('photo', pngFile())
    const cases = [
      wrongField,
      formWith('avatar', new File(['plain text'], 'notes.txt', { type: 'text/plain' })),
      formWith('avatar', new File(['<svg/>'], 'fake.png', { type: 'image/png' })),
      formWith('avatar', pngFile('big.png', UPLOAD_MAX_BYTES)),
    ]
    for (const form of cases) {
      const response = await h.rawAs(FRIEND_ACCOUNT.email, '/api/users/me/avatar', {
        method: 'PATCH',
        body: form,
      })
      expect([response.status, await response.json()]).toEqual([
        500,
        { message: 'Internal server error' },
      ])
    }
  })
})

describe('PATCH /users/me/password', () => {
  it('changes the password; the old one stops working', async () => {
    const { client } = h.as(DEMO_ACCOUNT.email)
    await expect(
      changePassword(client, {
        currentPassword: DEMO_ACCOUNT.password,
        newPassword: 'Changed-123',
      }),
    ).resolves.toEqual({ message: 'Password changed successfully' })
    await expect(
      login(h.guest(), { email: DEMO_ACCOUNT.email, password: 'Changed-123' }),
    ).resolves.toBeDefined()
    expect(await refusal(login(h.guest(), DEMO_ACCOUNT))).toEqual([401, 'Invalid credentials'])
  })

  it.each([
    [
      { currentPassword: '', newPassword: 'abcdef' },
      'Current password and new password are required',
    ],
    [
      { currentPassword: DEMO_ACCOUNT.password, newPassword: 'abc' },
      'New password must be at least 6 characters long',
    ],
    [{ currentPassword: 'not-it-at-all', newPassword: 'abcdefg' }, 'Current password is incorrect'],
  ])('refuses %j with 400 "%s"', async (input, text) => {
    const { client } = h.as(DEMO_ACCOUNT.email)
    expect(await refusal(changePassword(client, input))).toEqual([400, text])
  })
})

describe('malformed JSON', () => {
  it('answers 500 Internal server error', async () => {
    const { accessToken } = h.backend.signIn(DEMO_ACCOUNT.email)
    const response = await h.raw('/api/users/me', {
      ...json({}, 'PATCH', accessToken),
      body: '{"bio": ',
    })
    expect([response.status, await response.json()]).toEqual([
      500,
      { message: 'Internal server error' },
    ])
  })
})

function formWith(field: string, file: File): FormData {
  const form = new FormData()
  form.append(field, file)
  return form
}
