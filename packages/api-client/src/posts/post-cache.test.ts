import { DEMO_ACCOUNT, FRIEND_ACCOUNT, overrides, scenarios } from '@photobooth/mocks'
import { failure, setupBackendHarness } from '@photobooth/mocks/testing'
import { describe, expect, it } from 'vitest'
import { isValidPost, type Post, type PostEntry, type UserPosts } from '../contract/post'
import { memoryCache } from '../test/memory-cache'
import { feedListKey } from './feed-list-key'
import { getFeedPage } from './get-feed'
import { getGuestPosts } from './get-guest-posts'
import { getPost } from './get-post'
import { getUserPosts } from './get-user-posts'
import { feedPageKey, guestPostsKey, postKey, userPostsKey } from './keys'
import { withLike } from './likes'
import { updateCachedPost } from './post-cache'
import { likeAs } from './toggle-like'

const h = setupBackendHarness()

/** Every cache shape that can hold a post, filled from the mock backend. */
async function filledCache(postId: string, authorId: string) {
  const store = memoryCache()
  const page1 = await getFeedPage(h.guest(), 1)
  store.put(postKey(postId), await getPost(h.guest(), postId))
  store.put(guestPostsKey, await getGuestPosts(h.guest()))
  store.put(feedPageKey(1), page1)
  store.put(feedListKey, [page1, await getFeedPage(h.guest(), 2)])
  store.put(userPostsKey(authorId), await getUserPosts(h.guest(), authorId))
  return store
}

const find = (entries: PostEntry[], id: string) =>
  entries.filter(isValidPost).find((post) => post._id === id)

describe('updateCachedPost', () => {
  it('updates the post in its detail, both feeds and the author list', async () => {
    const [newest] = h.backend.db.postsNewestFirst()
    const id = newest?._id as string
    const store = await filledCache(id, newest?.userId as string)
    await updateCachedPost(store.cache, store.mutate, id, (post) => ({
      ...post,
      caption: 'Changed',
    }))
    expect(store.read<Post>(postKey(id)).caption).toBe('Changed')
    expect(find(store.read(guestPostsKey), id)?.caption).toBe('Changed')
    expect(find(store.read(feedPageKey(1)), id)?.caption).toBe('Changed')
    expect(find(store.read<PostEntry[][]>(feedListKey)[0] ?? [], id)?.caption).toBe('Changed')
    expect(
      find(store.read<UserPosts>(userPostsKey(newest?.userId as string)).posts, id)?.caption,
    ).toBe('Changed')
  })

  it('takes a post out of lists (and the count) when the update returns null', async () => {
    const [newest] = h.backend.db.postsNewestFirst()
    const id = newest?._id as string
    const authorId = newest?.userId as string
    const store = await filledCache(id, authorId)
    const before = store.read<UserPosts>(userPostsKey(authorId))
    await updateCachedPost(store.cache, store.mutate, id, () => null)
    expect(find(store.read(guestPostsKey), id)).toBeUndefined()
    expect(store.read<PostEntry[]>(guestPostsKey)).toHaveLength(9)
    const after = store.read<UserPosts>(userPostsKey(authorId))
    expect(after.postsCount).toBe((before.postsCount as number) - 1)
  })

  it('leaves untouched lists as the same objects', async () => {
    const store = memoryCache()
    const page = await getFeedPage(h.guest(), 1)
    store.put(feedPageKey(1), page)
    await updateCachedPost(store.cache, store.mutate, 'not-in-any-list', (post) => post)
    expect(store.read(feedPageKey(1))).toBe(page)
  })
})

describe('likeAs', () => {
  it('flips the like everywhere before the server answers, and keeps it on success', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const postId = scenarios.unlovedPost(h.backend)
    const store = await filledCache(postId, scenarios.demoUser(h.backend)._id)
    const post = store.read<Post>(postKey(postId))
    h.server.use(overrides.slow('/posts/:id/like', 30))
    const toggling = likeAs(friend.client, store, post, friend.user, true)
    await Promise.resolve()
    expect(store.read<Post>(postKey(postId)).likesCount).toBe(1)
    await expect(toggling).resolves.toBe(true)
    expect(store.read<Post>(postKey(postId)).likes.map((liker) => liker._id)).toEqual([
      friend.user._id,
    ])
    expect(find(store.read(guestPostsKey), postId)?.likesCount).toBe(1)
    expect((await getPost(h.guest(), postId)).likesCount).toBe(1)
  })

  it('ends on the server state even when a stale refetch lands while the like is on its way', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const postId = scenarios.unlovedPost(h.backend)
    const store = await filledCache(postId, scenarios.demoUser(h.backend)._id)
    const before = store.read<Post>(postKey(postId))
    h.server.use(overrides.slow('/posts/:id/like', 40))
    const toggling = likeAs(friend.client, store, before, friend.user, true)
    await Promise.resolve()
    // A revalidation started before the server applied the like answers the old state.
    store.put(postKey(postId), before)
    await toggling
    expect(store.read<Post>(postKey(postId)).likes.map((liker) => liker._id)).toEqual([
      friend.user._id,
    ])
  })

  it('rolls back when the call fails', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const postId = scenarios.unlovedPost(h.backend)
    const store = await filledCache(postId, scenarios.demoUser(h.backend)._id)
    h.server.use(overrides.failing('/posts/:id/like', 500))
    const error = await failure(
      likeAs(friend.client, store, store.read<Post>(postKey(postId)), friend.user, true),
    )
    expect(error.status).toBe(500)
    expect(store.read<Post>(postKey(postId)).likesCount).toBe(0)
    expect(find(store.read(guestPostsKey), postId)?.likes).toEqual([])
  })

  it('never undoes a like the cache does not show: the server is read before any toggle', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const postId = scenarios.unlovedPost(h.backend)
    const store = await filledCache(postId, scenarios.demoUser(h.backend)._id)
    // Liked meanwhile on another device: the cache (a saved copy, the stored feed) says "not
    // liked"; a toggle sent on its word would unlike the post.
    h.backend.db.posts.get(postId)?.likes.push(friend.user._id)
    await expect(
      likeAs(friend.client, store, store.read<Post>(postKey(postId)), friend.user, true),
    ).resolves.toBe(true)
    expect(h.backend.db.posts.get(postId)?.likes).toEqual([friend.user._id])
    expect(store.read<Post>(postKey(postId)).likesCount).toBe(1)
  })
})

describe('withLike', () => {
  it('adds and removes the user once, keeping the count in step', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const post = await getPost(h.guest(), scenarios.unlovedPost(h.backend))
    const liked = withLike(post, demo.user, true)
    expect([liked.likesCount, withLike(liked, demo.user, true)]).toEqual([1, liked])
    expect(withLike(liked, demo.user, false).likesCount).toBe(0)
  })
})
