import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AuthResponseSchema } from './auth'
import { NotificationListSchema } from './notification'
import { isValidPost, PostListSchema, PostSchema, RawPostSchema, UserPostsSchema } from './post'
import { UserSchema, userHandle } from './user'

const user = {
  _id: 'U1',
  name: 'Ada',
  email: 'ada@example.com',
  avatar: null,
  bio: '',
  createdAt: '2026-01-01T00:00:00.000Z',
}
const post = {
  _id: 'P1',
  userId: 'U1',
  caption: 'Hi',
  image: 'uploads\\p1.jpg',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  likes: [user],
  likesCount: 1,
  comments: [],
  commentsCount: 0,
  user,
}

describe('UserSchema', () => {
  it('reads the reduced user of sign-up and defaults the bio', () => {
    expect(
      v.parse(UserSchema, { _id: 'U2', name: 'Bo', email: 'bo@example.com', avatar: null }),
    ).toEqual({
      _id: 'U2',
      name: 'Bo',
      email: 'bo@example.com',
      avatar: null,
      bio: '',
    })
  })

  it('reads an unknown gender as "prefer not to say" and drops unknown keys', () => {
    const parsed = v.parse(UserSchema, { ...user, gender: 'robot', password: 'leak' })
    expect(parsed.gender).toBe('')
    expect(parsed).not.toHaveProperty('password')
  })
})

describe('userHandle', () => {
  it('is the part before the at-sign, or "user"', () => {
    expect(userHandle({ email: 'ada.l@example.com' })).toBe('ada.l')
    expect(userHandle({ email: '' })).toBe('user')
    expect(userHandle(undefined)).toBe('user')
  })
})

describe('PostSchema', () => {
  it('reads a populated post and fills missing counts from the arrays', () => {
    const { likesCount: _l, commentsCount: _c, ...withoutCounts } = post
    expect(v.parse(PostSchema, withoutCounts)).toMatchObject({ likesCount: 1, commentsCount: 0 })
  })

  it('accepts likes as bare ids', () => {
    expect(v.parse(PostSchema, { ...post, likes: ['U1', 'U2'] }).likes).toEqual([
      { _id: 'U1', avatar: null },
      { _id: 'U2', avatar: null },
    ])
  })

  it('reads the Unknown author of a deleted user', () => {
    expect(v.parse(PostSchema, { ...post, user: { name: 'Unknown', avatar: null } }).user).toEqual({
      name: 'Unknown',
      avatar: null,
    })
  })
})

describe('PostListSchema', () => {
  it('keeps each unreadable entry in place as invalid', () => {
    const { _id, ...noId } = post
    const list = v.parse(PostListSchema, [post, noId, 'garbage', { ...post, _id: 'P2' }])
    expect(list.map((entry) => (isValidPost(entry) ? entry._id : 'invalid'))).toEqual([
      'P1',
      'invalid',
      'invalid',
      'P2',
    ])
  })

  it('refuses something that is not a list', () => {
    expect(v.safeParse(PostListSchema, { posts: [] }).success).toBe(false)
  })
})

describe('UserPostsSchema', () => {
  it('reads the posts the server answers unsorted newest first, unreadable entries last', () => {
    const at = (_id: string, createdAt: string) => ({ ...post, _id, createdAt })
    const answer = v.parse(UserPostsSchema, {
      user,
      postsCount: 5,
      posts: [
        at('A', '2026-01-02T00:00:00.000Z'),
        at('B', '2026-03-01T00:00:00.000Z'),
        { caption: 'no id' },
        at('C', 'not a date'),
        at('D', '2026-01-02T00:00:00.000Z'),
        at('E', '2026-02-01T00:00:00.000Z'),
      ],
    })
    expect(answer.posts.map((entry) => (isValidPost(entry) ? entry._id : 'invalid'))).toEqual([
      'B',
      'E',
      'D',
      'A',
      'C',
      'invalid',
    ])
  })
})

describe('RawPostSchema', () => {
  it('reads the answer to create and update, which has no author or comments', () => {
    const raw = {
      _id: 'P1',
      userId: 'U1',
      caption: 'x',
      image: null,
      likes: ['U2'],
      createdAt: 'a',
      updatedAt: 'b',
    }
    expect(v.parse(RawPostSchema, raw)).toEqual(raw)
    expect(v.safeParse(PostSchema, raw).success).toBe(true)
    expect(v.parse(RawPostSchema, raw)).not.toHaveProperty('user')
  })
})

describe('NotificationListSchema', () => {
  it('leaves out entries it cannot read instead of failing the list', () => {
    const ok = {
      _id: 'N1',
      type: 'like',
      postId: 'P1',
      isRead: false,
      createdAt: 'a',
      fromUser: user,
    }
    const list = v.parse(NotificationListSchema, [ok, { ...ok, _id: 'N2', type: 'mystery' }, null])
    expect(list.map((item) => item._id)).toEqual(['N1'])
  })
})

describe('AuthResponseSchema', () => {
  it('refuses an answer without token or user', () => {
    expect(v.safeParse(AuthResponseSchema, { user }).success).toBe(false)
    expect(v.safeParse(AuthResponseSchema, { accessToken: 't' }).success).toBe(false)
    expect(v.safeParse(AuthResponseSchema, { accessToken: 't', user }).success).toBe(true)
  })
})
