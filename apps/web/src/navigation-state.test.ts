import { describe, expect, it } from 'vitest'
import {
  accountCreatedState,
  forceRefreshState,
  fromState,
  postUpdatedState,
  readAccountCreated,
  readForceRefresh,
  readFrom,
  readPostUpdated,
  readSessionExpired,
} from './navigation-state'

describe('navigation state', () => {
  const location = { pathname: '/post/1', search: '', hash: '', state: null, key: 'k' }

  it('reads back what a page navigated with', () => {
    expect(readFrom(fromState(location))).toBe(location)
    expect(readSessionExpired(fromState(location))).toBe(false)
    const expired = fromState(location, { sessionExpired: true })
    expect([readFrom(expired), readSessionExpired(expired)]).toEqual([location, true])
    expect(readForceRefresh(forceRefreshState)).toBe(true)
    expect(readPostUpdated(postUpdatedState)).toBe(true)
    expect(readAccountCreated(accountCreatedState)).toBe(true)
  })

  it.each([
    null,
    undefined,
    'forceRefresh',
    42,
    {},
    { forceRefresh: 'yes', postUpdated: 1, sessionExpired: 'true' },
  ])('reads nothing from an entry without it: %j', (state) => {
    expect(readFrom(state)).toBeUndefined()
    expect(readForceRefresh(state)).toBe(false)
    expect(readPostUpdated(state)).toBe(false)
    expect(readAccountCreated(state)).toBe(false)
    expect(readSessionExpired(state)).toBe(false)
  })
})
