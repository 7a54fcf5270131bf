import { describe, expect, it } from 'vitest'
import { authorOf, nameOf } from './post-facts'

const UNKNOWN = 'Desconocido'

describe('nameOf: the one rule for the name a user is shown by', () => {
  it('is the user’s own name', () => {
    expect(nameOf({ _id: 'u1', name: 'Jamie Rivera' }, UNKNOWN)).toBe('Jamie Rivera')
    expect(nameOf({ _id: 'u1', name: '  Jamie Rivera ' }, UNKNOWN)).toBe('Jamie Rivera')
    // Someone who chose the name "Unknown" keeps it: they have an id.
    expect(nameOf({ _id: 'u2', name: 'Unknown' }, UNKNOWN)).toBe('Unknown')
  })

  it('is the reader’s "Unknown" for a user who no longer exists or has no name', () => {
    // The server's stand-in for a deleted author, no user at all, an id without a name (a liker
    // read from a raw post), a blank name.
    for (const user of [
      { name: 'Unknown' },
      null,
      undefined,
      { _id: 'u3' },
      { _id: 'u4', name: ' ' },
    ]) {
      expect(nameOf(user, UNKNOWN), JSON.stringify(user)).toBe(UNKNOWN)
    }
  })

  it('names a post’s author so, in the reader’s language with a translator', () => {
    const t = () => UNKNOWN
    const deleted = { user: { name: 'Unknown' }, userId: 'gone' } as never
    expect(authorOf(deleted, t)).toEqual({ name: UNKNOWN, id: 'gone', profileId: undefined })
    // Code that only asks whose it is gets the server's word.
    expect(authorOf(deleted).name).toBe('Unknown')
  })
})
