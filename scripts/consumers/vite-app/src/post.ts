import type { Post } from '@photobooth/api-client'

/** A post as the API's contract shapes it, posted three days ago. */
export const post: Post = {
  _id: 'P1',
  caption: 'From another app',
  image: 'uploads/p1.jpg',
  createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  likes: [],
  likesCount: 1234,
  comments: [],
  commentsCount: 0,
  user: { _id: 'U1', name: 'Ada', avatar: null },
}
