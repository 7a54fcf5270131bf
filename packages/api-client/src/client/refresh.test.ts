import { DEMO_ACCOUNT, overrides } from '@photobooth/mocks'
import { failure, setupBackendHarness } from '@photobooth/mocks/testing'
import { describe, expect, it } from 'vitest'
import { login } from '../auth/login'
import { getNotifications } from '../notifications/get-notifications'
import { getMe } from '../users/get-me'
import { isSessionExpired } from './api-error'
import { refreshToken } from './refresh'

const h = setupBackendHarness()

/** The mock's access tokens expire: every request then meets 401 TOKEN_EXPIRED. */
function expireAccessTokens() {
  h.backend.clock.advance(2 * 60_000 + 1)
}

describe('silent refresh', () => {
  it('renews once for 100 concurrent requests that meet TOKEN_EXPIRED, and retries them all', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const before = { access: demo.tokens.getAccessToken(), refresh: demo.tokens.getRefreshToken() }
    expireAccessTokens()
    const results = await Promise.all(Array.from({ length: 100 }, () => getMe(demo.client)))
    expect(demo.refreshCalls()).toBe(1)
    expect(results).toHaveLength(100)
    for (const me of results) expect(me.email).toBe(DEMO_ACCOUNT.email)
    expect(demo.tokens.getAccessToken()).not.toBe(before.access)
    expect(demo.tokens.getRefreshToken()).not.toBe(before.refresh)
    expect(demo.tokens.lastRefresh?.user.email).toBe(DEMO_ACCOUNT.email)
    expect(demo.expired).not.toHaveBeenCalled()
  })

  it('leaves the rotated refresh token rejected by the server', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const old = demo.tokens.getRefreshToken() as string
    expireAccessTokens()
    await getMe(demo.client)
    const error = await failure(refreshToken(h.guest(), old))
    expect([error.status, error.serverMessage]).toEqual([401, 'Invalid refresh token'])
  })

  it('ends the session exactly once when the refresh is refused (401)', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    demo.tokens.set({
      accessToken: demo.tokens.getAccessToken() as string,
      refreshToken: 'rt.revoked',
    })
    expireAccessTokens()
    const errors = await Promise.all(Array.from({ length: 100 }, () => failure(getMe(demo.client))))
    expect(demo.refreshCalls()).toBe(1)
    expect(demo.expired).toHaveBeenCalledTimes(1)
    for (const error of errors) {
      expect([error.status, error.code, isSessionExpired(error)]).toEqual([
        401,
        'SESSION_EXPIRED',
        true,
      ])
    }
    // Signed out now: a later request does not end the session a second time.
    await failure(getMe(demo.client))
    expect(demo.expired).toHaveBeenCalledTimes(1)
  })

  it('ends the session when the refresh answers 404 (user gone) or there is no refresh token', async () => {
    const gone = h.as(DEMO_ACCOUNT.email)
    expireAccessTokens()
    h.backend.db.users.delete(gone.user._id)
    expect((await failure(getMe(gone.client))).code).toBe('SESSION_EXPIRED')
    expect(gone.expired).toHaveBeenCalledTimes(1)

    const noRefresh = h.as('riley@photobooth.app')
    noRefresh.tokens.set({
      accessToken: noRefresh.tokens.getAccessToken() as string,
      refreshToken: null,
    })
    expireAccessTokens()
    expect((await failure(getMe(noRefresh.client))).code).toBe('SESSION_EXPIRED')
    expect(noRefresh.expired).toHaveBeenCalledTimes(1)
    expect(noRefresh.refreshCalls()).toBe(0)
  })

  it('keeps the user signed in when the refresh fails for the network', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const tokens = { access: demo.tokens.getAccessToken(), refresh: demo.tokens.getRefreshToken() }
    h.server.use(overrides.offline('/auth/refresh-token'))
    expireAccessTokens()
    const error = await failure(getMe(demo.client))
    expect([error.status, error.code]).toEqual([0, 'NETWORK_ERROR'])
    expect(demo.expired).not.toHaveBeenCalled()
    expect([demo.tokens.getAccessToken(), demo.tokens.getRefreshToken()]).toEqual([
      tokens.access,
      tokens.refresh,
    ])

    // Once the network is back, the same refresh token still works.
    h.server.resetHandlers()
    await expect(getMe(demo.client)).resolves.toMatchObject({ email: DEMO_ACCOUNT.email })
  })

  it('keeps the user signed in when the refresh answers a 5xx or a malformed body', async () => {
    for (const fault of [
      overrides.failing('/auth/refresh-token', 503),
      overrides.unexpectedShape('/auth/refresh-token'),
    ]) {
      const demo = h.as(DEMO_ACCOUNT.email)
      h.server.use(fault)
      expireAccessTokens()
      const error = await failure(getMe(demo.client))
      expect(error.status === 503 || error.code === 'INVALID_RESPONSE').toBe(true)
      expect(demo.expired).not.toHaveBeenCalled()
      h.server.resetHandlers()
    }
  })

  it('retries with the current token, without refreshing, a request sent with an older one', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    expireAccessTokens()
    const fresh = h.backend.signIn(DEMO_ACCOUNT.email)
    // The request leaves with the expired token; while it is out, another request renews.
    const pending = getMe(demo.client)
    demo.tokens.set(fresh)
    await expect(pending).resolves.toMatchObject({ email: DEMO_ACCOUNT.email })
    expect(demo.refreshCalls()).toBe(0)
  })

  it('retries only once: a second 401 after a refresh is the answer', async () => {
    h.backend.config.accessTokenTtlMs = 0
    const demo = h.as(DEMO_ACCOUNT.email)
    const error = await failure(getNotifications(demo.client))
    expect([error.status, error.code]).toEqual([401, 'TOKEN_EXPIRED'])
    expect(demo.refreshCalls()).toBe(1)
    expect(demo.expired).not.toHaveBeenCalled()
  })

  it('runs the refresh inside the lock, and skips it when another tab renewed meanwhile', async () => {
    let otherTab: { accessToken: string; refreshToken: string } | undefined
    let locks = 0
    const demo = h.as(DEMO_ACCOUNT.email, {
      refreshLock: async (task) => {
        locks++
        // Another tab held the lock and rotated the pair; the store now has its tokens.
        otherTab = h.backend.signIn(DEMO_ACCOUNT.email)
        demo.tokens.set(otherTab)
        return task()
      },
    })
    expireAccessTokens()
    await Promise.all(Array.from({ length: 10 }, () => getMe(demo.client)))
    expect(locks).toBe(1)
    expect(demo.refreshCalls()).toBe(0)
    expect(demo.tokens.getAccessToken()).toBe(otherTab?.accessToken)
  })

  it('never refreshes for the auth calls: a wrong password is just 401 Invalid credentials', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const error = await failure(
      login(demo.client, { email: DEMO_ACCOUNT.email, password: 'wrong-one' }),
    )
    expect([error.status, error.serverMessage]).toEqual([401, 'Invalid credentials'])
    expect(demo.refreshCalls()).toBe(0)
    expect(demo.expired).not.toHaveBeenCalled()
  })
})

describe('renewal before expiry', () => {
  /** Signs in with an access token that expires in `ms`, within its renewal margin of 5 s;
   * the tokens issued after it live the usual 2 minutes. The mock's clock, which runs ahead
   * once a test has expired tokens, is set back to this device's first. */
  function signInExpiringIn(ms: number) {
    h.backend.clock.advance(Date.now() - h.backend.clock.now())
    h.backend.config.accessTokenTtlMs = ms
    const demo = h.as(DEMO_ACCOUNT.email)
    h.backend.config.accessTokenTtlMs = 2 * 60_000
    return demo
  }

  /** The 401s the server answered while `run` went. */
  async function unauthorizedAnswers(run: () => Promise<unknown>): Promise<number> {
    let count = 0
    const listener = ({ response }: { response: Response }) => {
      if (response.status === 401) count++
    }
    h.server.events.on('response:mocked', listener)
    try {
      await run()
    } finally {
      h.server.events.removeListener('response:mocked', listener)
    }
    return count
  }

  it('leaves a token with time to live alone', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const before = demo.tokens.getAccessToken()
    await getNotifications(demo.client)
    expect(demo.refreshCalls()).toBe(0)
    expect(demo.tokens.getAccessToken()).toBe(before)
  })

  it('renews a token about to expire before sending: no 401, one refresh for 100 requests', async () => {
    const demo = signInExpiringIn(4_000)
    const before = demo.tokens.getAccessToken()
    const unauthorized = await unauthorizedAnswers(() =>
      Promise.all(Array.from({ length: 100 }, () => getNotifications(demo.client))),
    )
    expect(unauthorized).toBe(0)
    expect(demo.refreshCalls()).toBe(1)
    expect(demo.tokens.getAccessToken()).not.toBe(before)
    expect(demo.expired).not.toHaveBeenCalled()
  })

  it('sends with the current token when the early refresh fails for the network', async () => {
    const demo = signInExpiringIn(4_000)
    const before = demo.tokens.getAccessToken()
    h.server.use(overrides.offline('/auth/refresh-token', 'post'))
    await expect(getNotifications(demo.client)).resolves.toBeInstanceOf(Array)
    expect(demo.tokens.getAccessToken()).toBe(before)
    expect(demo.expired).not.toHaveBeenCalled()
  })

  it('ends the session once when the early refresh is refused', async () => {
    const demo = signInExpiringIn(4_000)
    demo.tokens.set({
      accessToken: demo.tokens.getAccessToken() as string,
      refreshToken: 'rt.revoked',
    })
    const errors = await Promise.all(
      Array.from({ length: 10 }, () => failure(getNotifications(demo.client))),
    )
    expect(demo.refreshCalls()).toBe(1)
    expect(demo.expired).toHaveBeenCalledTimes(1)
    for (const error of errors) expect(error.code).toBe('SESSION_EXPIRED')
  })
})
