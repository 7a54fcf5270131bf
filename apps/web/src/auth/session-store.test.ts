import type { User } from '@photobooth/api-client'
import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../storage'
import {
  AUTH_STORAGE_KEY,
  createSessionStore,
  crossTabRefreshLock,
  followOtherTabs,
  SESSION_EXPIRED_KEY,
  sessionTokenStore,
} from './session-store'

const user: User = {
  _id: 'U1',
  name: 'Jamie Rivera',
  email: 'demo@photobooth.app',
  avatar: null,
  bio: '',
}
const stored = (storage: Storage) => JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null')

describe('session store', () => {
  it('persists under auth-storage, version 0, and restores with hasHydrated', () => {
    const storage = new MemoryStorage()
    const first = createSessionStore(storage)
    first.hydrate()
    expect(first.getState()).toEqual({
      user: null,
      accessToken: null,
      refreshToken: null,
      hasHydrated: true,
    })
    first.signIn({ user, accessToken: 'at.1', refreshToken: 'rt.1' })
    expect(stored(storage)).toEqual({
      state: { user, accessToken: 'at.1', refreshToken: 'rt.1' },
      version: 0,
    })

    const second = createSessionStore(storage)
    expect(second.getState().hasHydrated).toBe(false)
    second.hydrate()
    expect(second.getState()).toEqual({
      user,
      accessToken: 'at.1',
      refreshToken: 'rt.1',
      hasHydrated: true,
    })
  })

  it('has a setter for each part', () => {
    const storage = new MemoryStorage()
    const session = createSessionStore(storage)
    session.hydrate()
    session.setUser(user)
    session.setAccessToken('at.2')
    session.setRefreshToken('rt.2')
    expect(stored(storage).state).toEqual({ user, accessToken: 'at.2', refreshToken: 'rt.2' })
  })

  it('logout clears all three and the stored entry', () => {
    const storage = new MemoryStorage()
    const session = createSessionStore(storage)
    session.signIn({ user, accessToken: 'at', refreshToken: 'rt' })
    const listener = vi.fn()
    session.subscribe(listener)
    session.logout()
    expect(session.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null })
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull()
    expect(listener).toHaveBeenCalledOnce()
  })

  it.each([
    ['not JSON', '{"state": '],
    [
      'another version',
      JSON.stringify({ state: { user, accessToken: 'a', refreshToken: 'r' }, version: 3 }),
    ],
    ['a foreign shape', JSON.stringify({ token: 'abc', user: 'me' })],
    [
      'a user of the wrong shape',
      JSON.stringify({
        state: { user: { id: 1 }, accessToken: 'a', refreshToken: 'r' },
        version: 0,
      }),
    ],
    [
      'a user without a token',
      JSON.stringify({ state: { user, accessToken: null, refreshToken: 'r' }, version: 0 }),
    ],
    ['null', 'null'],
  ])('reads %s as signed out, without crashing', (_case, value) => {
    const storage = new MemoryStorage()
    storage.setItem(AUTH_STORAGE_KEY, value)
    const session = createSessionStore(storage)
    session.hydrate()
    expect(session.getState()).toEqual({
      user: null,
      accessToken: null,
      refreshToken: null,
      hasHydrated: true,
    })
  })

  it('remembers, in storage for every tab, that the last session expired until a sign-in', () => {
    const storage = new MemoryStorage()
    const here = createSessionStore(storage)
    const there = createSessionStore(storage)
    here.signIn({ user, accessToken: 'at', refreshToken: 'rt' })
    there.hydrate()
    let expiredWhenSignedOut: boolean | undefined
    here.subscribe(() => {
      expiredWhenSignedOut = here.expired()
    })
    here.logout({ expired: true })
    // Listeners already know why the session went.
    expect(expiredWhenSignedOut).toBe(true)
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull()
    there.hydrate()
    expect([there.getState().user, there.expired()]).toEqual([null, true])
    there.signIn({ user, accessToken: 'at.2', refreshToken: 'rt.2' })
    expect([here.expired(), there.expired()]).toEqual([false, false])
  })

  it('a logout is not an expiry: it forgets an earlier one', () => {
    const storage = new MemoryStorage()
    storage.setItem(SESSION_EXPIRED_KEY, '1')
    const session = createSessionStore(storage)
    session.hydrate()
    expect(session.expired()).toBe(true)
    session.logout()
    expect(session.expired()).toBe(false)
  })

  it('follows another tab: a sign-out there signs this tab out on the next read', () => {
    const storage = new MemoryStorage()
    const here = createSessionStore(storage)
    const there = createSessionStore(storage)
    here.signIn({ user, accessToken: 'at', refreshToken: 'rt' })
    there.hydrate()
    const listener = vi.fn()
    here.subscribe(listener)
    there.logout()
    here.hydrate()
    expect(here.getState().user).toBeNull()
    expect(listener).toHaveBeenCalledOnce()
    here.hydrate()
    expect(listener).toHaveBeenCalledOnce()
  })
})

describe('sessionTokenStore', () => {
  it('reads tokens from the session and stores the rotated pair', () => {
    const session = createSessionStore(new MemoryStorage())
    session.signIn({ user, accessToken: 'at.old', refreshToken: 'rt.old' })
    const tokens = sessionTokenStore(session)
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['at.old', 'rt.old'])
    tokens.setSession({
      user: { ...user, name: 'Jamie R.' },
      accessToken: 'at.new',
      refreshToken: 'rt.new',
    })
    expect(session.getState()).toMatchObject({
      accessToken: 'at.new',
      refreshToken: 'rt.new',
      user: { name: 'Jamie R.' },
    })
  })
})

describe('crossTabRefreshLock', () => {
  it('runs the refresh inside a named lock after reading what other tabs stored', async () => {
    const storage = new MemoryStorage()
    const here = createSessionStore(storage)
    here.signIn({ user, accessToken: 'at.1', refreshToken: 'rt.1' })
    const otherTab = createSessionStore(storage)
    otherTab.hydrate()
    const names: string[] = []
    const locks = {
      request: async (name: string, task: () => Promise<unknown>) => {
        names.push(name)
        // The other tab rotated the pair while we waited for the lock.
        otherTab.signIn({ user, accessToken: 'at.2', refreshToken: 'rt.2' })
        return task()
      },
    } as unknown as LockManager
    const seen = await crossTabRefreshLock(here, locks)(async () => here.getState().accessToken)
    expect(names).toEqual(['photobooth-token-refresh'])
    expect(seen).toBe('at.2')
  })

  it('runs the task directly without Web Locks', async () => {
    const session = createSessionStore(new MemoryStorage())
    await expect(crossTabRefreshLock(session, undefined)(async () => 'ran')).resolves.toBe('ran')
  })
})

describe('followOtherTabs', () => {
  it('a page shown again from the back/forward cache reads the session again', () => {
    const storage = new MemoryStorage()
    const page = createSessionStore(storage)
    page.hydrate()
    page.signIn({ user, accessToken: 'at.1', refreshToken: 'rt.1' })
    const window = new EventTarget()
    const stop = followOtherTabs(page, window as unknown as Window)
    // Logged out meanwhile (the page kept in the cache heard no storage event).
    storage.removeItem(AUTH_STORAGE_KEY)

    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }))
    expect(page.getState().accessToken).toBe('at.1')
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    expect(page.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null })
    stop()
  })
})
