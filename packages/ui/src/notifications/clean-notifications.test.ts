import type { Notification, Post } from '@photobooth/api-client'

import { describe, expect, it } from 'vitest'
import {
  cleanNotifications,
  countUnread,
  type PostLookup,
  postIdsToCheck,
  toAnnounce,
} from './clean-notifications'
import { createMemoryPostIdSet } from './post-id-set'

/** "Now" of the unit tests. */
const NOW = Date.parse('2026-06-15T12:00:00.000Z')
const HOUR = 60 * 60_000
const DAY = 24 * HOUR

const ago = (ms: number): string => new Date(NOW - ms).toISOString()

let serial = 0

/** A notification as the api-client reads it; unread, a like, one hour old by default. */
function notification(fields: Partial<Notification> = {}): Notification {
  serial += 1
  const fromUserId = fields.fromUserId ?? 'user-riley'
  return {
    _id: `n${String(serial).padStart(4, '0')}`,
    type: 'like',
    postId: 'post-a',
    isRead: false,
    createdAt: ago(HOUR),
    fromUserId,
    fromUser: { _id: fromUserId, name: 'Riley Chen', avatar: null },
    ...fields,
  }
}

/** A populated post liked and commented on by the given users. */
function post(
  _id: string,
  { likedBy = [], commentedBy = [] }: { likedBy?: string[]; commentedBy?: string[] } = {},
): Post {
  return {
    _id,
    userId: 'user-jamie',
    caption: 'A caption',
    image: `uploads/${_id}.jpg`,
    createdAt: ago(10 * DAY),
    likes: likedBy.map((userId) => ({ _id: userId, avatar: null })),
    likesCount: likedBy.length,
    comments: commentedBy.map((userId, index) => ({
      _id: `c-${_id}-${index}`,
      postId: _id,
      userId,
      text: 'Nice!',
      createdAt: ago(DAY),
      user: { _id: userId, name: 'Someone', avatar: null },
    })),
    commentsCount: commentedBy.length,
  }
}

const noDeadPosts = createMemoryPostIdSet()

function clean(
  notifications: Notification[],
  lookups: Record<string, PostLookup> = {},
  deadPostIds = noDeadPosts,
) {
  return cleanNotifications(notifications, {
    posts: new Map(Object.entries(lookups)),
    deadPostIds,
  })
}

const ids = (result: ReturnType<typeof clean>) => result.items.map((item) => item.notification._id)

describe('postIdsToCheck', () => {
  it('asks once per post, read or not, never for a poke or a post known dead', () => {
    const list = [
      notification({ postId: 'post-b' }),
      notification({ postId: 'post-a', type: 'comment' }),
      notification({ postId: 'post-a' }),
      notification({ postId: 'post-c', isRead: true }),
      notification({ postId: 'post-dead' }),
      notification({ type: 'poke', postId: undefined }),
      notification({ type: 'poke', postId: null }),
    ]
    expect(postIdsToCheck(list, createMemoryPostIdSet(['post-dead']))).toEqual([
      'post-a',
      'post-b',
      'post-c',
    ])
  })
})

describe('cleanNotifications', () => {
  it('drops the notifications of a deleted post, read or not, and reports the post dead', () => {
    const gone = notification({ postId: 'post-gone' })
    const goneRead = notification({ postId: 'post-gone', type: 'comment', isRead: true })
    const fine = notification({ postId: 'post-a' })
    const result = clean([gone, goneRead, fine], {
      'post-gone': 'missing',
      'post-a': post('post-a', { likedBy: ['user-riley'] }),
    })
    expect(ids(result)).toEqual([fine._id])
    expect(result.newlyDeadPostIds).toEqual(['post-gone'])
    expect(result.deletedPostIds).toEqual(['post-gone'])
  })

  it('drops notifications of posts already known dead without a check, still reporting them', () => {
    const dead = createMemoryPostIdSet(['post-gone'])
    const result = clean(
      [notification({ postId: 'post-gone' }), notification({ postId: 'post-gone', isRead: true })],
      // Whatever a check said, a dead post stays dead.
      { 'post-gone': post('post-gone', { likedBy: ['user-riley'] }) },
      dead,
    )
    expect(result.items).toEqual([])
    expect(result.newlyDeadPostIds).toEqual([])
    // Known dead already, but the user may not have been told: the caller decides.
    expect(result.deletedPostIds).toEqual(['post-gone'])
  })

  it('drops an unread like whose sender no longer likes the post', () => {
    const stale = notification({ fromUserId: 'user-sam', createdAt: ago(2 * HOUR) })
    const standing = notification({ fromUserId: 'user-riley' })
    const result = clean([stale, standing], {
      'post-a': post('post-a', { likedBy: ['user-riley'] }),
    })
    expect(ids(result)).toEqual([standing._id])
    expect(result.deletedPostIds).toEqual([])
  })

  it('drops an unread comment whose sender has no comment on the post any more', () => {
    const stale = notification({ type: 'comment', fromUserId: 'user-sam' })
    const standing = notification({ type: 'comment', fromUserId: 'user-riley' })
    const result = clean([stale, standing], {
      'post-a': post('post-a', { commentedBy: ['user-riley'] }),
    })
    expect(ids(result)).toEqual([standing._id])
  })

  it('reads the sender from the embedded user when fromUserId is absent', () => {
    const stale = notification({
      fromUserId: undefined,
      fromUser: { _id: 'user-sam', name: 'Sam', avatar: null },
    })
    const result = clean([stale], { 'post-a': post('post-a', { likedBy: ['user-riley'] }) })
    expect(result.items).toEqual([])
  })

  it('checks read notifications too, now that their post is known', () => {
    const readStale = notification({ fromUserId: 'user-sam', isRead: true })
    const readStanding = notification({ type: 'comment', isRead: true })
    const result = clean([readStale, readStanding], {
      'post-a': post('post-a', { commentedBy: ['user-riley'] }),
    })
    expect(ids(result)).toEqual([readStanding._id])
    expect(result.items[0]?.postCheck).toBe('exists')
  })

  it('folds duplicate likes from the same user on the same post into the newest', () => {
    const older = notification({ createdAt: ago(26 * HOUR) })
    const newer = notification({ createdAt: ago(17 * HOUR) })
    const otherUser = notification({ fromUserId: 'user-sam', createdAt: ago(20 * HOUR) })
    const otherPost = notification({ postId: 'post-b', createdAt: ago(30 * HOUR) })
    const result = clean([older, otherPost, newer, otherUser], {
      'post-a': post('post-a', { likedBy: ['user-riley', 'user-sam'] }),
      'post-b': post('post-b', { likedBy: ['user-riley'] }),
    })
    expect(ids(result)).toEqual([newer._id, otherUser._id, otherPost._id])
    expect(result.items[0]?.unreadIds).toEqual([newer._id, older._id])
  })

  it('folds read duplicates too, counting the entry unread when one of them is', () => {
    const olderUnread = notification({ createdAt: ago(3 * HOUR) })
    const newerRead = notification({ createdAt: ago(HOUR), isRead: true })
    const result = clean([olderUnread, newerRead], {
      'post-a': post('post-a', { likedBy: ['user-riley'] }),
    })
    expect(ids(result)).toEqual([newerRead._id])
    expect(result.items[0]?.unreadIds).toEqual([olderUnread._id])
    expect(countUnread(result.items)).toBe(1)
  })

  it('does not fold comments', () => {
    const first = notification({ type: 'comment', createdAt: ago(2 * HOUR) })
    const second = notification({ type: 'comment' })
    const result = clean([first, second], {
      'post-a': post('post-a', { commentedBy: ['user-riley'] }),
    })
    expect(ids(result)).toEqual([second._id, first._id])
  })

  it('keeps a poke, which has no post', () => {
    const poke = notification({ type: 'poke', postId: undefined })
    const result = clean([poke])
    expect(ids(result)).toEqual([poke._id])
    expect(result.items[0]?.postCheck).toBe('unchecked')
    expect(countUnread(result.items)).toBe(1)
  })

  it('keeps a notification whose check failed, without declaring the post dead', () => {
    const item = notification()
    const result = clean([item], { 'post-a': 'failed' })
    expect(ids(result)).toEqual([item._id])
    expect(result.items[0]?.postCheck).toBe('failed')
    expect(result.newlyDeadPostIds).toEqual([])
    expect(result.deletedPostIds).toEqual([])
  })

  it('marks notifications whose post is not checked yet as pending, read or not', () => {
    const result = clean([
      notification(),
      notification({ postId: 'post-b', isRead: true, createdAt: ago(2 * HOUR) }),
    ])
    expect(result.items.map((item) => item.postCheck)).toEqual(['pending', 'pending'])
  })

  it('gives the post found to its notifications', () => {
    const found = post('post-a', { likedBy: ['user-riley'], commentedBy: ['user-riley'] })
    const result = clean([notification(), notification({ isRead: true, type: 'comment' })], {
      'post-a': found,
    })
    expect(result.items.map((item) => item.post)).toEqual([found, found])
  })

  it('lists newest first whatever the order it is given', () => {
    const a = notification({ type: 'comment', createdAt: ago(3 * DAY), isRead: true })
    const b = notification({ type: 'comment', createdAt: ago(HOUR), isRead: true })
    const c = notification({ type: 'comment', createdAt: ago(DAY), isRead: true })
    expect(ids(clean([a, b, c]))).toEqual([b._id, c._id, a._id])
    expect(ids(clean([c, a, b]))).toEqual([b._id, c._id, a._id])
  })
})

describe('toAnnounce', () => {
  it('leaves out the deletions the user was already told about', () => {
    const told = createMemoryPostIdSet(['post-told'])
    expect(toAnnounce(['post-new', 'post-told', 'post-other'], told)).toEqual([
      'post-new',
      'post-other',
    ])
    expect(toAnnounce([], told)).toEqual([])
  })

  it('follows the cleanup: a deletion found by one pass is announced until it is told', () => {
    const told = createMemoryPostIdSet()
    const list = [notification({ postId: 'post-gone' }), notification({ postId: 'post-a' })]
    const lookups = {
      'post-gone': 'missing' as const,
      'post-a': post('post-a', { likedBy: ['user-riley'] }),
    }
    const dead = createMemoryPostIdSet()
    // The badge's pass finds it and remembers it dead; nobody is told yet.
    const first = clean(list, lookups, dead)
    dead.add(...first.newlyDeadPostIds)
    // The next pass (the screen opening) no longer checks it, but still has it to tell.
    const second = clean(list, {}, dead)
    expect(second.newlyDeadPostIds).toEqual([])
    expect(toAnnounce(second.deletedPostIds, told)).toEqual(['post-gone'])
    told.add('post-gone')
    expect(toAnnounce(clean(list, {}, dead).deletedPostIds, told)).toEqual([])
  })
})

describe('countUnread', () => {
  it('counts unread notifications whose post was found, and unread pokes', () => {
    const result = clean(
      [
        notification({ postId: 'post-a' }),
        notification({ postId: 'post-a', type: 'comment' }),
        notification({ postId: 'post-failed' }),
        notification({ postId: 'post-pending' }),
        notification({ postId: 'post-gone' }),
        notification({ postId: 'post-a', isRead: true, type: 'comment' }),
        notification({ type: 'poke', postId: undefined }),
        notification({ type: 'poke', postId: undefined, isRead: true }),
      ],
      {
        'post-a': post('post-a', { likedBy: ['user-riley'], commentedBy: ['user-riley'] }),
        'post-failed': 'failed',
        'post-gone': 'missing',
      },
    )
    expect(countUnread(result.items)).toBe(3)
  })

  it('is zero for nothing', () => {
    expect(countUnread([])).toBe(0)
  })
})
