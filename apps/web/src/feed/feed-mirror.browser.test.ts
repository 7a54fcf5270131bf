import {
  ApiProvider,
  createApiClient,
  createMemoryTokenStore,
  feedListKey,
  feedPageKey,
  invalidateFeed,
  isValidPost,
  login,
  type PostEntry,
  PostListSchema,
  useFeed,
} from '@photobooth/api-client'
import { DEMO_ACCOUNT } from '@photobooth/mocks'
import { type MockWorker, startMockWorker } from '@photobooth/mocks/browser'
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useSWRConfig } from 'swr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryStorage } from '../storage'
import { createFeedCache } from './feed-cache'
import { createFeedMirroringCache } from './feed-mirror'

// React's act() outside a test renderer needs to be told it is in a test environment.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Feed = ReturnType<typeof useFeed>
type Mutate = ReturnType<typeof useSWRConfig>['mutate']

let mock: MockWorker
let client: ReturnType<typeof createApiClient>
/** The feed pages the client asked for, in order. */
const requested: number[] = []

beforeAll(async () => {
  mock = await startMockWorker({ persist: false })
  const session = await login(createApiClient({ baseUrl: '' }), DEMO_ACCOUNT)
  client = createApiClient({
    baseUrl: '',
    tokens: createMemoryTokenStore(session),
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      const page = url.searchParams.get('page')
      if (url.pathname === '/api/posts' && page) requested.push(Number(page))
      return fetch(input, init)
    },
  })
})
afterAll(() => mock.stop())

/** Renders `useFeed` in a session whose data cache mirrors the feed into `storage`. */
async function mountFeed(
  storage: Storage,
  { firstPage, ...options }: { fresh?: boolean; firstPage?: PostEntry[] } = {},
) {
  const current: { feed?: Feed; mutate?: Mutate; firstRender?: number } = {}
  function Probe() {
    current.feed = useFeed(options)
    current.mutate = useSWRConfig().mutate
    current.firstRender ??= current.feed.posts.length
    return null
  }
  const feedCache = createFeedCache(storage, { productName: 'PhotoBooth', owner: () => 'U1' })
  const container = document.createElement('div')
  const root: Root = createRoot(container)
  // One session's cache for the whole test: the feed comes and goes inside it, as pages do.
  const swrConfig = { provider: () => createFeedMirroringCache(feedCache, () => firstPage) }
  const render = (showFeed: boolean) =>
    act(async () => {
      root.render(
        createElement(ApiProvider, { client, swrConfig }, showFeed ? createElement(Probe) : null),
      )
    })
  await render(true)
  const settle = async (check: (feed: Feed) => boolean) => {
    await expect
      .poll(
        async () => {
          await act(async () => undefined)
          return current.feed && check(current.feed)
        },
        { timeout: 5000 },
      )
      .toBe(true)
  }
  return {
    feedCache,
    /** How many posts the feed's first render had. */
    get postsAtFirstRender() {
      return current.firstRender
    },
    get feed() {
      if (!current.feed) throw new Error('The feed did not render.')
      return current.feed
    },
    get mutate() {
      if (!current.mutate) throw new Error('The feed did not render.')
      return current.mutate
    },
    settle,
    /** Another page of the app shows: the session (its cache) stays, the feed goes. */
    leaveFeed: () => render(false),
    returnToFeed: () => render(true),
    unmount: () => act(() => root.unmount()),
  }
}

/**
 * How long storage may take to follow: the mirror writes when the page is idle, at the latest
 * 2 s later (a busy machine, other test files rendering beside this one, may use all of it).
 */
const WRITTEN = { timeout: 5000 }

const idOf = (entry: PostEntry) => (isValidPost(entry) ? entry._id : 'invalid')

const postsShown = (count: number) => (feed: Feed) =>
  feed.posts.length === count && !feed.isValidating

describe('the feed in the signed-in data cache', () => {
  it('asks for each page once, keeps them in storage, and resumes from storage after a reload', async () => {
    const storage = new MemoryStorage()
    requested.length = 0
    const first = await mountFeed(storage)
    await first.settle(postsShown(10))
    await act(async () => first.feed.loadMore())
    await first.settle(postsShown(20))
    await act(async () => first.feed.loadMore())
    await first.settle(postsShown(30))
    expect(requested).toEqual([1, 2, 3])
    // Written when the page is idle.
    await expect
      .poll(() => first.feedCache.read()?.pages.map((page) => page.length), WRITTEN)
      .toEqual([10, 10, 10])
    const ids = first.feed.posts.map(idOf)
    await first.unmount()

    // A reload: a new cache from the same storage shows the same posts, asking for nothing,
    // from its first render on.
    requested.length = 0
    const again = await mountFeed(storage)
    await again.settle(postsShown(30))
    expect(again.feed.posts.map(idOf)).toEqual(ids)
    expect(again.postsAtFirstRender).toBe(30)
    // Stored as much as a card needs: likers as ids, the latest two comments.
    const stored = again.feedCache.read()?.pages.flat().filter(isValidPost) ?? []
    expect(stored.every((post) => post.comments.length <= 2)).toBe(true)
    expect(stored.some((post) => post.likes.length > 0)).toBe(true)
    expect(stored.flatMap((post) => post.likes).every((liker) => !('name' in liker))).toBe(true)
    expect(requested).toEqual([])

    // Scrolling on asks for the next page only.
    await act(async () => again.feed.loadMore())
    await again.settle(postsShown(40))
    expect(requested).toEqual([4])
    await again.unmount()
  })

  it('a write waiting for an idle moment when the person logs out stores nothing of theirs', async () => {
    const storage = new MemoryStorage()
    const feedCache = createFeedCache(storage, { productName: 'PhotoBooth', owner: () => 'U1' })
    const cache = createFeedMirroringCache(feedCache)
    const page = await client.request({ path: '/posts?page=1&limit=10', schema: PostListSchema })
    cache.set(feedListKey, { data: [page] })
    feedCache.clear()
    // Idle moments come in the order they were asked for: the waiting write has run by this one.
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))
    expect(feedCache.read()).toBeUndefined()
    expect(storage.length).toBe(0)
  })

  it('starts from page 1 as the page’s head has it: drawn at once, asked for by nobody, stored', async () => {
    const storage = new MemoryStorage()
    const firstPage = await client.request({
      path: '/posts?page=1&limit=10',
      auth: false,
      schema: PostListSchema,
    })
    requested.length = 0
    const session = await mountFeed(storage, { firstPage })
    await session.settle(postsShown(10))
    expect(session.postsAtFirstRender).toBe(10)
    expect(session.feed.posts.map(idOf)).toEqual(firstPage.map(idOf))
    expect(requested).toEqual([])
    await expect
      .poll(() => session.feedCache.read()?.pages.map((page) => page.map(idOf)), WRITTEN)
      .toEqual([firstPage.map(idOf)])
    // Scrolling on asks for page 2.
    await act(async () => session.feed.loadMore())
    await session.settle(postsShown(20))
    expect(requested).toEqual([2])
    // Page 2 is stored as page 1 was: when the browser is idle.
    await expect
      .poll(() => session.feedCache.read()?.pages.map((page) => page.length), WRITTEN)
      .toEqual([10, 10])
    await session.unmount()

    // Stored pages come first: the head's page is not asked for (a fresh stored feed means the
    // head asked for nothing).
    let asked = false
    const again = createFeedMirroringCache(
      createFeedCache(storage, { productName: 'PhotoBooth', owner: () => 'U1' }),
      () => {
        asked = true
        return firstPage
      },
    )
    expect(asked).toBe(false)
    expect(again.get(feedPageKey(2))?.data).toHaveLength(10)
  })

  it('refresh() asks for page 1 only, and storage follows', async () => {
    const storage = new MemoryStorage()
    const session = await mountFeed(storage)
    await session.settle(postsShown(10))
    await act(async () => session.feed.loadMore())
    await session.settle(postsShown(20))
    const caption = 'Shared while the feed was open'
    const [newest] = mock.backend.db.postsNewestFirst()
    if (newest) newest.caption = caption

    requested.length = 0
    await act(() => session.feed.refresh())
    await session.settle((feed) => feed.posts.length === 20)
    expect(requested).toEqual([1])
    await expect
      .poll(() => session.feedCache.read()?.pages[0]?.[0], WRITTEN)
      .toMatchObject({ caption })

    // Back to the feed from another page: it shows what it had, asking for nothing.
    await session.leaveFeed()
    requested.length = 0
    await session.returnToFeed()
    await session.settle(postsShown(20))
    expect(requested).toEqual([])
    await session.unmount()
  })

  it('a post created or edited drops the stored posts, and the feed asks for page 1 again', async () => {
    const storage = new MemoryStorage()
    const session = await mountFeed(storage)
    await session.settle(postsShown(10))
    await expect.poll(() => session.feedCache.read(), WRITTEN).toBeDefined()

    // Shown, the feed reloads its first page at once, and storage has it again.
    requested.length = 0
    await act(() => invalidateFeed(session.mutate))
    await session.settle((feed) => feed.posts.length === 10 && requested.length === 1)
    expect(requested).toEqual([1])
    await expect.poll(() => session.feedCache.read()?.pages, WRITTEN).toHaveLength(1)

    // Not shown (the user is creating a post): the stored posts and their timestamp go, and
    // the feed asks for page 1 when it shows again.
    const { mutate } = session
    await session.leaveFeed()
    requested.length = 0
    await act(() => invalidateFeed(mutate))
    expect(storage.getItem('PhotoBooth_cachedPosts')).toBeNull()
    expect(storage.getItem('PhotoBooth_cacheTimestamp')).toBeNull()
    expect(requested).toEqual([])
    await session.returnToFeed()
    await session.settle((feed) => feed.posts.length === 10 && requested.length === 1)
    expect(requested).toEqual([1])
    await session.unmount()
  })

  it('fresh: page 1 anew with nothing shown from before; later pages are asked for again', async () => {
    const storage = new MemoryStorage()
    const before = await mountFeed(storage)
    await before.settle(postsShown(10))
    await act(async () => before.feed.loadMore())
    await before.settle(postsShown(20))
    // Both pages are in storage before the reload (leaving a page writes at once).
    await expect.poll(() => before.feedCache.read()?.pages, WRITTEN).toHaveLength(2)
    await before.unmount()

    requested.length = 0
    const fresh = await mountFeed(storage, { fresh: true })
    expect(fresh.feed.posts).toEqual([])
    await fresh.settle(postsShown(10))
    expect(requested).toEqual([1])
    await expect.poll(() => fresh.feedCache.read()?.pages, WRITTEN).toHaveLength(1)
    await act(async () => fresh.feed.loadMore())
    await fresh.settle(postsShown(20))
    expect(requested).toEqual([1, 2])
    await fresh.unmount()
  })
})
