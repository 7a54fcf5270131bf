import {
  forgotPassword,
  getMe,
  login,
  logout,
  refreshToken,
  register,
  resetPassword,
  signup,
} from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../db/seed-world'
import { setupBackendHarness } from '../test/backend-harness'
import { failure, json } from '../test/expect-api-error'

const h = setupBackendHarness()

describe('POST /auth/signup', () => {
  it('creates the account and answers 201 with tokens and a reduced user', async () => {
    const response = await h.raw(
      '/api/auth/signup',
      json({ name: 'Nora Vale', email: 'nora@example.com', password: 'secret1' }),
    )
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: {
        _id: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
        name: 'Nora Vale',
        email: 'nora@example.com',
        avatar: null,
      },
    })
    const signedIn = await login(h.guest(), { email: 'nora@example.com', password: 'secret1' })
    expect(signedIn.user.name).toBe('Nora Vale')
  })

  it.each([
    [{ email: 'a@example.com', password: 'secret1' }, 'All fields are required'],
    [{ name: 'A', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email'],
    [
      { name: 'A', email: 'a@example.com', password: '12345' },
      'Password must be at least 6 characters long',
    ],
    [
      { name: 'A', email: DEMO_ACCOUNT.email.toUpperCase(), password: 'secret1' },
      'Email already in use',
    ],
  ])('refuses %j with 400 "%s"', async (input, text) => {
    const error = await failure(signup(h.guest(), input as never))
    expect([error.status, error.serverMessage]).toEqual([400, text])
  })
})

describe('POST /auth/login', () => {
  it('answers tokens and the user', async () => {
    const session = await login(h.guest(), DEMO_ACCOUNT)
    expect(session.user).toMatchObject({ name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email })
    expect(session.user).not.toHaveProperty('passwordHash')
    expect(session.refreshToken).toEqual(expect.any(String))
    await expect(getMe(h.as(DEMO_ACCOUNT.email).client)).resolves.toMatchObject({
      _id: session.user._id,
    })
  })

  it('answers 400 when a field is missing', async () => {
    const error = await failure(login(h.guest(), { email: DEMO_ACCOUNT.email, password: '' }))
    expect([error.status, error.serverMessage]).toEqual([
      400,
      'Both email and password are required',
    ])
  })

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    for (const input of [
      { email: 'nobody@example.com', password: 'whatever1' },
      { email: DEMO_ACCOUNT.email, password: 'wrong-password' },
    ]) {
      const error = await failure(login(h.guest(), input))
      expect([error.status, error.serverMessage]).toEqual([401, 'Invalid credentials'])
    }
  })

  it('answers 404 for an unknown e-mail with isGoogle, so the client can register', async () => {
    const error = await failure(
      login(h.guest(), {
        email: 'new.google@example.com',
        password: 'GOOGLE_uid1_AUTH',
        isGoogle: true,
      }),
    )
    expect([error.status, error.serverMessage]).toEqual([404, 'User not found'])
  })
})

describe('POST /auth/register (identity provider)', () => {
  it('creates the account and answers tokens with the user; login with isGoogle then works', async () => {
    const input = {
      name: 'Gia Provider',
      email: 'gia@example.com',
      password: 'GOOGLE_abc123_AUTH',
      isGoogle: true,
    }
    const session = await register(h.guest(), input)
    expect(session).toMatchObject({ user: { name: 'Gia Provider', email: 'gia@example.com' } })
    expect(session.refreshToken).toEqual(expect.any(String))
    const again = await login(h.guest(), {
      email: input.email,
      password: input.password,
      isGoogle: true,
    })
    expect(again.user._id).toBe(session.user._id)
  })

  it('refuses an e-mail already in use', async () => {
    const error = await failure(
      register(h.guest(), {
        name: 'Dup',
        email: DEMO_ACCOUNT.email,
        password: 'GOOGLE_x_AUTH',
        isGoogle: true,
      }),
    )
    expect([error.status, error.serverMessage]).toEqual([400, 'Email already in use'])
  })
})

describe('POST /auth/refresh-token', () => {
  it('answers a new pair and deletes the old refresh token (rotation)', async () => {
    const first = await login(h.guest(), DEMO_ACCOUNT)
    const second = await refreshToken(h.guest(), first.refreshToken as string)
    expect(second.accessToken).not.toBe(first.accessToken)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(second.user.email).toBe(DEMO_ACCOUNT.email)
    const error = await failure(refreshToken(h.guest(), first.refreshToken as string))
    expect([error.status, error.serverMessage]).toEqual([401, 'Invalid refresh token'])
  })

  it('answers 400 without a token and 401 for an unknown one', async () => {
    const missing = await h.raw('/api/auth/refresh-token', json({}))
    expect([missing.status, await missing.json()]).toEqual([
      400,
      { message: 'Refresh token is required' },
    ])
    const error = await failure(refreshToken(h.guest(), 'rt.not-a-token'))
    expect([error.status, error.serverMessage]).toEqual([401, 'Invalid refresh token'])
  })

  it('answers 401 for an expired refresh token', async () => {
    const session = await login(h.guest(), DEMO_ACCOUNT)
    h.backend.clock.advance(20 * 60_000 + 1)
    const error = await failure(refreshToken(h.guest(), session.refreshToken as string))
    expect([error.status, error.serverMessage]).toEqual([401, 'Refresh token has expired'])
  })

  it('answers 404 when the user is gone', async () => {
    const session = await login(h.guest(), DEMO_ACCOUNT)
    h.backend.db.users.delete(session.user._id)
    const error = await failure(refreshToken(h.guest(), session.refreshToken as string))
    expect([error.status, error.serverMessage]).toEqual([404, 'User not found'])
  })
})

describe('POST /auth/logout', () => {
  it("deletes the user's refresh tokens; access tokens already issued stay valid", async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const other = await login(h.guest(), DEMO_ACCOUNT)
    await expect(logout(demo.client, demo.tokens.getRefreshToken())).resolves.toEqual({
      message: 'Logged out successfully',
    })
    for (const token of [demo.tokens.getRefreshToken(), other.refreshToken]) {
      const error = await failure(refreshToken(h.guest(), token as string))
      expect(error.serverMessage).toBe('Invalid refresh token')
    }
    await expect(getMe(demo.client)).resolves.toMatchObject({ email: DEMO_ACCOUNT.email })
  })

  it('needs a bearer token', async () => {
    const response = await h.raw('/api/auth/logout', json({}))
    expect([response.status, await response.json()]).toEqual([
      401,
      { message: 'Authentication required', code: 'NO_TOKEN' },
    ])
  })
})

describe('backend.endSession', () => {
  it("drops the session's tokens: its calls answer 401 and its refresh is refused", async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const other = h.as(DEMO_ACCOUNT.email)
    await h.backend.endSession({
      accessToken: demo.tokens.getAccessToken(),
      refreshToken: demo.tokens.getRefreshToken(),
    })
    const error = await failure(getMe(demo.client))
    expect([error.status, error.code]).toEqual([401, 'SESSION_EXPIRED'])
    expect(demo.refreshCalls()).toBe(1)
    expect(demo.expired).toHaveBeenCalledOnce()
    // Another session of the same user goes on.
    await expect(getMe(other.client)).resolves.toMatchObject({ email: DEMO_ACCOUNT.email })
  })
})

describe('POST /auth/forgot-password and /auth/reset-password', () => {
  it('prints the reset token on the server console; the token resets the password once', async () => {
    await expect(forgotPassword(h.guest(), DEMO_ACCOUNT.email)).resolves.toEqual({
      message: 'Check the Server Console for Reset Token',
    })
    const line = h.log.find((entry) => entry.startsWith(`Reset token for ${DEMO_ACCOUNT.email}: `))
    const token = line?.split(': ')[1] ?? ''
    expect(token).toMatch(/^[0-9a-f-]{36}$/)

    await expect(resetPassword(h.guest(), { token, newPassword: 'brand-new-1' })).resolves.toEqual({
      message: 'Password updated successfully',
    })
    await expect(
      login(h.guest(), { email: DEMO_ACCOUNT.email, password: 'brand-new-1' }),
    ).resolves.toBeDefined()
    expect((await failure(login(h.guest(), DEMO_ACCOUNT))).status).toBe(401)

    const reused = await failure(resetPassword(h.guest(), { token, newPassword: 'another-1' }))
    expect([reused.status, reused.serverMessage]).toEqual([400, 'Invalid or expired token'])
  })

  it('answers the same for an unknown e-mail and prints nothing', async () => {
    await expect(forgotPassword(h.guest(), 'nobody@example.com')).resolves.toEqual({
      message: 'Check the Server Console for Reset Token',
    })
    expect(h.log).toEqual([])
  })

  it('answers 400 without an e-mail', async () => {
    const error = await failure(forgotPassword(h.guest(), ''))
    expect([error.status, error.serverMessage]).toEqual([400, 'Email is required'])
  })

  it('refuses missing fields, unknown and expired tokens and short passwords', async () => {
    const missing = await failure(resetPassword(h.guest(), { token: '', newPassword: 'abcdef' }))
    expect([missing.status, missing.serverMessage]).toEqual([
      400,
      'Token and new password are required',
    ])
    const unknown = await failure(
      resetPassword(h.guest(), { token: 'nope', newPassword: 'abcdef' }),
    )
    expect(unknown.serverMessage).toBe('Invalid or expired token')

    await forgotPassword(h.guest(), DEMO_ACCOUNT.email)
    const token = h.log.at(-1)?.split(': ')[1] ?? ''
    const short = await failure(resetPassword(h.guest(), { token, newPassword: '12345' }))
    expect([short.status, short.serverMessage]).toEqual([
      400,
      'Password must be at least 6 characters long',
    ])
    h.backend.clock.advance(60 * 60_000 + 1)
    const expired = await failure(resetPassword(h.guest(), { token, newPassword: 'abcdef' }))
    expect([expired.status, expired.serverMessage]).toEqual([400, 'Token has expired'])
  })
})
