import type { Post } from '@photobooth/api-client'

/** A post as the API's contract shapes it, from well before any build of this app. */
export const post: Post = {
  _id: 'P1',
  caption: 'From another app',
  image: 'uploads/p1.jpg',
  createdAt: '2026-01-01T10:00:00.000Z',
  likes: [],
  likesCount: 1234,
  comments: [],
  commentsCount: 0,
  user: { _id: 'U1', name: 'Ada', avatar: null },
}
