import type { Notification, Post, PostEntry } from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { checkOwnPosts, noteFirstSeen, type OwnPostsSnapshot } from './check-own-posts'
import { cleanNotifications, countUnread, postIdsToCheck } from './clean-notifications'
import { createMemoryPostIdSet } from './post-id-set'

const T0 = Date.parse('2026-06-15T12:00:00.000Z')

function post(_id: string, likedBy: string[] = []): Post {
  return {
    _id,
    userId: 'user-jamie',
    caption: 'A caption',
    image: `uploads/${_id}.jpg`,
    createdAt: '2026-06-01T12:00:00.000Z',
    likes: likedBy.map((userId) => ({ _id: userId, avatar: null })),
    likesCount: likedBy.length,
    comments: [],
    commentsCount: 0,
  }
}

function like(postId: string, fromUserId = 'user-riley', isRead = false): Notification {
  return {
    _id: `n-${postId}-${fromUserId}`,
    type: 'like',
    postId,
    isRead,
    createdAt: '2026-06-15T11:00:00.000Z',
    fromUserId,
    fromUser: { _id: fromUserId, name: 'Someone', avatar: null },
  }
}

const snapshot = (posts: PostEntry[], requestedAt: number | undefined): OwnPostsSnapshot => ({
  posts,
  requestedAt,
})

/** Every id was first seen at `at`. */
const seenAt = (at: number) => () => at

describe('checkOwnPosts', () => {
  it('finds each post in the user’s posts, however many', () => {
    const ids = Array.from({ length: 60 }, (_, index) => `post-${index}`)
    const check = checkOwnPosts(
      ids,
      snapshot(
        ids.map((id) => post(id)),
        T0,
      ),
      seenAt(T0),
    )
    expect(check.needsFreshSnapshot).toBe(false)
    expect([...check.posts.keys()]).toEqual(ids)
    expect(check.posts.get('post-7')).toMatchObject({ _id: 'post-7' })
  })

  it('proves a post deleted when a list asked for after its notification leaves it out', () => {
    const check = checkOwnPosts(
      ['post-a', 'post-gone'],
      snapshot([post('post-a')], T0 + 5),
      seenAt(T0),
    )
    expect(check.posts.get('post-gone')).toBe('missing')
    expect(check.needsFreshSnapshot).toBe(false)
  })

  it('proves nothing with a list asked for before the notification came: asks for a fresh one', () => {
    // A post made (and liked) on another device after this list was asked for.
    const check = checkOwnPosts(
      ['post-a', 'post-new'],
      snapshot([post('post-a')], T0 - 1),
      seenAt(T0),
    )
    expect(check.posts.has('post-new')).toBe(false)
    expect(check.posts.get('post-a')).toMatchObject({ _id: 'post-a' })
    expect(check.needsFreshSnapshot).toBe(true)
  })

  it('proves nothing with a list of unknown age (fetched elsewhere or changed in the cache)', () => {
    const check = checkOwnPosts(['post-gone'], snapshot([], undefined), seenAt(T0))
    expect(check.posts.size).toBe(0)
    expect(check.needsFreshSnapshot).toBe(true)
  })

  it('proves nothing for a post id whose first sight is unknown', () => {
    const check = checkOwnPosts(['post-gone'], snapshot([], T0), () => undefined)
    expect(check.needsFreshSnapshot).toBe(true)
  })

  it('does not ask again when every post is there, whatever the list’s age', () => {
    const check = checkOwnPosts(['post-a'], snapshot([post('post-a')], undefined), seenAt(T0))
    expect(check.needsFreshSnapshot).toBe(false)
  })

  it('reads a post left out of a list with an unreadable entry as unknown, not deleted', () => {
    const check = checkOwnPosts(
      ['post-a', 'post-b'],
      snapshot([post('post-a'), { invalid: true, problem: '_id: missing' }], T0 + 5),
      seenAt(T0),
    )
    expect(check.posts.get('post-a')).toMatchObject({ _id: 'post-a' })
    expect(check.posts.get('post-b')).toBe('failed')
    expect(check.needsFreshSnapshot).toBe(false)
  })

  it('marks every post failed when the list could not be fetched, and pending before it came', () => {
    expect([...checkOwnPosts(['a', 'b'], 'failed', seenAt(T0)).posts]).toEqual([
      ['a', 'failed'],
      ['b', 'failed'],
    ])
    const before = checkOwnPosts(['a'], undefined, seenAt(T0))
    expect(before.posts.size).toBe(0)
    expect(before.needsFreshSnapshot).toBe(false)
  })
})

describe('noteFirstSeen', () => {
  it('keeps the first time of each post id and tells whether any was new', () => {
    const seen = new Map<string, number>()
    expect(noteFirstSeen(seen, [like('post-a'), like('post-b')], T0)).toBe(true)
    expect(noteFirstSeen(seen, [like('post-a'), like('post-b', 'user-sam')], T0 + 60_000)).toBe(
      false,
    )
    expect(noteFirstSeen(seen, [like('post-c')], T0 + 120_000)).toBe(true)
    expect([...seen]).toEqual([
      ['post-a', T0],
      ['post-b', T0],
      ['post-c', T0 + 120_000],
    ])
  })

  it('ignores a poke, which has no post', () => {
    const seen = new Map<string, number>()
    const poke: Notification = { ...like('x'), type: 'poke', postId: undefined }
    expect(noteFirstSeen(seen, [poke], T0)).toBe(false)
    expect(seen.size).toBe(0)
  })
})

describe('the check and the cleanup together', () => {
  it('cleans notifications on 60 posts with one list, dropping the deleted and withdrawn', () => {
    const ids = Array.from({ length: 60 }, (_, index) => `post-${String(index).padStart(2, '0')}`)
    const list = [
      ...ids.map((id) => like(id)),
      like('post-00', 'user-sam'), // Sam took the like back.
      like('post-gone'),
      like('post-gone', 'user-sam', true),
    ]
    const seen = new Map<string, number>()
    noteFirstSeen(seen, list, T0)
    const dead = createMemoryPostIdSet()
    const toCheck = postIdsToCheck(list, dead)
    expect(toCheck).toHaveLength(61)
    const check = checkOwnPosts(
      toCheck,
      snapshot(
        ids.map((id) => post(id, ['user-riley'])),
        T0 + 1,
      ),
      (id) => seen.get(id),
    )
    const result = cleanNotifications(list, { posts: check.posts, deadPostIds: dead })
    expect(result.items).toHaveLength(60)
    expect(countUnread(result.items)).toBe(60)
    expect(result.newlyDeadPostIds).toEqual(['post-gone'])
    expect(result.deletedPostIds).toEqual(['post-gone'])
  })
})
