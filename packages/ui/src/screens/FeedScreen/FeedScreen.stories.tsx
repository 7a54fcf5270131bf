import { type MockBackend, overrides, scenarios } from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../components/Button/Button'
import { storyWorld } from '../../storybook/story-world'
import { FeedScreen, type FeedScreenProps } from './FeedScreen'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A GET of the feed (`/api/posts`) seen by the network during the story. */
interface FeedRequest {
  page: string | null
  authorized: boolean
}

// Stories of a file run one after the other in one page, so one log serves them all.
const feedRequests: FeedRequest[] = []

/** Logs the story's GETs of `/api/posts` into `feedRequests`. */
function recordFeedRequests({ msw }: Pick<StoryContext, 'msw'>) {
  feedRequests.length = 0
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (request.method !== 'GET' || url.pathname !== '/api/posts') return
    feedRequests.push({
      page: url.searchParams.get('page'),
      authorized: request.headers.has('Authorization'),
    })
  }
  msw.events.on('request:start', record)
  return () => msw.events.removeListener('request:start', record)
}

/** World: only the `count` newest posts are left (with their comments). */
function keepNewestPosts(backend: MockBackend, count: number): void {
  for (const post of backend.db.postsNewestFirst().slice(count)) {
    for (const comment of backend.db.commentsOf(post._id)) backend.db.comments.delete(comment._id)
    backend.db.posts.delete(post._id)
  }
}

/** World: the demo account shares a photo right now. Returns the new post's id. */
function demoPostsNow(backend: MockBackend, caption: string): string {
  const photoOf = backend.db.postsNewestFirst()[4]
  const now = new Date(backend.clock.now()).toISOString()
  const _id = 'FreshPost0000001'
  backend.db.posts.set(_id, {
    _id,
    userId: scenarios.demoUser(backend)._id,
    caption,
    image: photoOf?.image ?? null,
    likes: [],
    createdAt: now,
    updatedAt: now,
  })
  return _id
}

/**
 * The app's scroll area; the viewport-sized box also keeps screenshots to one screen. It takes
 * the focus so that it scrolls from the keyboard even with nothing focusable in it (loading).
 */
function Viewport({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard.
    <div tabIndex={0} data-story-viewport style={{ height: '100vh', overflowY: 'auto' }}>
      {children}
    </div>
  )
}

/** Stands in for the app's `forceRefresh` navigation: a button that starts a new screen
 * (a new key) fetching page 1 anew, back at the top (the app's scroll restoration does that). */
function Refreshable(props: FeedScreenProps) {
  const [generation, setGeneration] = useState(0)
  return (
    <>
      <div style={{ position: 'fixed', top: 16, right: 16, zIndex: 1 }}>
        <Button
          variant="secondary"
          onClick={(event) => {
            event.currentTarget.closest('[data-story-viewport]')?.scrollTo(0, 0)
            setGeneration((key) => key + 1)
          }}
        >
          Refresh feed
        </Button>
      </div>
      <FeedScreen {...props} key={generation} fresh={generation > 0} />
    </>
  )
}

/** The pages asked for so far, in order. */
const pagesRequested = () => feedRequests.map((request) => request.page)

const meta = {
  title: 'Screens/Feed',
  component: FeedScreen,
  // The states are pictured with blank photos: Default pictures them (see .storybook/vitest.setup.ts).
  parameters: { screenshot: { photos: false } },
  decorators: [
    (Story) => (
      <Viewport>
        <Story />
      </Viewport>
    ),
  ],
  beforeEach: recordFeedRequests,
  afterEach: ({ canvasElement }) => {
    // The screenshot waits for every image, and a lazy one never starts while it is far from
    // view: start them all.
    for (const image of canvasElement.querySelectorAll('img')) image.loading = 'eager'
  },
} satisfies Meta<typeof FeedScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const feedIn = (canvas: Canvas): HTMLElement => canvas.getByRole('feed', { name: 'Posts' })

/** The cards in the page (the feed keeps only those near the viewport), in feed order. */
function rendered(canvas: Canvas): HTMLElement[] {
  return within(feedIn(canvas))
    .queryAllByRole('article')
    .sort(
      (a: HTMLElement, b: HTMLElement) =>
        Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')),
    )
}

/** Waits until the feed holds `count` posts, rendered or not; returns the rendered cards.
 * Up to 15 s: on a 2-core CI machine, with a cold dev server and two pages at work, the first
 * posts once took more than 5 s to arrive. */
async function articles(canvas: Canvas, count: number) {
  await waitFor(
    () =>
      expect(canvas.getByRole('feed', { name: 'Posts' })).toHaveAttribute('data-count', `${count}`),
    { timeout: 15_000 },
  )
  await nextFrames()
  return rendered(canvas)
}

/** Scrolls the story's viewport until the post at `index` is at its top. */
async function scrollTo(canvas: Canvas, index: number) {
  const feed = feedIn(canvas)
  const viewport = feed.closest('[data-story-viewport]') as HTMLElement
  for (let step = 0; step < 60; step++) {
    const card = feed.querySelector<HTMLElement>(`article[aria-posinset="${index + 1}"]`)
    if (card) {
      card.scrollIntoView({ block: 'start' })
      await nextFrames()
      return
    }
    const shown = rendered(canvas).map((article) => Number(article.getAttribute('aria-posinset')))
    const below = shown.length === 0 || index + 1 > Math.max(...shown)
    viewport.scrollTop += (below ? 1 : -1) * viewport.clientHeight * 0.8
    await nextFrames()
  }
  throw new Error(`Post ${index + 1} never came into view.`)
}

/** Lets the intersection observers see a scroll: they report on the frames after it. */
async function nextFrames() {
  for (let frame = 0; frame < 3; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

/** The ids of the posts rendered, from their photos' links. */
function shownPostIds(canvas: Canvas): string[] {
  return within(feedIn(canvas))
    .queryAllByRole('img', { name: /^Photo by / })
    .map((photo: HTMLElement) => photo.closest('a')?.getAttribute('href') ?? '')
}

async function joinDialog() {
  return screen.findByRole('dialog', { name: 'Join PhotoBooth' })
}

// Guest.

export const Guest: Story = {
  parameters: { session: null },
  play: async ({ canvas }) => {
    const shown = await articles(canvas, 4)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home feed' })).toBeInTheDocument()
    await expect(feedRequests).toEqual([{ page: null, authorized: false }])
    const [first, second] = shown as HTMLElement[]
    const photo = (article: HTMLElement | undefined) =>
      within(article as HTMLElement).getByRole('img', { name: /^Photo by / })
    await expect(photo(first)).toHaveAttribute('loading', 'eager')
    await expect(photo(first)).toHaveAttribute('fetchpriority', 'high')
    // The photos below wait for the first one (their frame meanwhile), then load lazily.
    await waitFor(() => expect(photo(second)).toHaveAttribute('loading', 'lazy'), {
      timeout: 5000,
    })
    await expect(canvas.queryByText('You reached the end.')).toBeNull()
    await expect(canvas.getByText('Log in to see more posts from the community.')).toBeVisible()
  },
}

export const GuestPopupOnScroll: Story = {
  parameters: { session: null },
  play: async ({ canvas }) => {
    await articles(canvas, 4)
    // The 4th post still below the fold: no invitation yet.
    await scrollTo(canvas, 1)
    await nextFrames()
    await expect(screen.queryByRole('dialog')).toBeNull()
    await scrollTo(canvas, 3)
    const dialog = await joinDialog()
    await expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login',
    )
    // Still the one fetch: guests do not page.
    await expect(feedRequests).toHaveLength(1)
  },
}

export const GuestPopupOnLike: Story = {
  parameters: { screenshot: false, session: null },
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 4)
    const like = within(first as HTMLElement).getByRole('button', { name: 'Like' })
    await userEvent.click(like)
    await joinDialog()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
  },
}

/** A guest's double-click on a photo invites them to join, as the like button does. */
export const GuestPopupOnDoubleClick: Story = {
  parameters: { screenshot: false, session: null },
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 4)
    const inCard = within(first as HTMLElement)
    await userEvent.dblClick(inCard.getByRole('img', { name: /^Photo by / }))
    await joinDialog()
    await expect(inCard.getByRole('button', { name: 'Like', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

/** A signed-in double-click likes the post; a second one keeps the like. */
export const LikesOnDoubleClick: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const shown = await articles(canvas, 10)
    // The first post the demo account has not liked yet.
    const card = shown.find((article: HTMLElement) =>
      within(article).queryByRole('button', { name: 'Like' }),
    )
    const inCard = within(card as HTMLElement)
    const photo = inCard.getByRole('img', { name: /^Photo by / })
    await userEvent.dblClick(photo)
    await expect(await inCard.findByRole('button', { name: 'Unlike' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.dblClick(photo)
    await expect(inCard.getByRole('button', { name: 'Unlike' })).toBeVisible()
  },
}

export const GuestPopupOnComment: Story = {
  parameters: { session: null },
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 4)
    await userEvent.click(within(first as HTMLElement).getByRole('link', { name: 'Comment' }))
    await joinDialog()
  },
}

export const GuestPopupOnProfileLink: Story = {
  parameters: { screenshot: false, session: null },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const [newest] = backend.db.postsNewestFirst()
    const author = backend.db.users.get(newest?.userId ?? '')
    const [first] = await articles(canvas, 4)
    await userEvent.click(within(first as HTMLElement).getByRole('link', { name: author?.name }))
    await joinDialog()
  },
}

export const GuestPopupOnPostLink: Story = {
  parameters: { session: null },
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 4)
    await userEvent.click(within(first as HTMLElement).getByRole('img', { name: /^Photo by / }))
    const dialog = await joinDialog()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}

export const GuestInvite: Story = {
  parameters: { screenshot: false, session: null },
  play: async ({ canvas }) => {
    await articles(canvas, 4)
    await userEvent.click(canvas.getByRole('button', { name: 'Join PhotoBooth' }))
    const dialog = await joinDialog()
    await expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    )
  },
}

export const GuestEmpty: Story = {
  parameters: { session: null, world: scenarios.emptyFeed },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No posts yet.')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Share your first photo' })).toBeNull()
  },
}

export const GuestServerError: Story = {
  parameters: { screenshot: false, session: null },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch posts. Please try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

// Signed in.

export const Default: Story = {
  parameters: { screenshot: true },
  play: async ({ canvas }) => {
    const shown = await articles(canvas, 10)
    await expect(canvas.getByRole('feed', { name: 'Posts' })).toBeVisible()
    // A public read: signed in or not, the feed goes without the token (no CORS preflight).
    await expect(feedRequests).toEqual([{ page: '1', authorized: false }])
    // Only the posts near the viewport are in the page, each once.
    const ids = shownPostIds(canvas)
    await expect(ids.length).toBeLessThan(10)
    await expect(new Set(ids).size).toBe(ids.length)
    await expect(shown[0]).toHaveAttribute('aria-posinset', '1')
    await expect(shown[0]).toHaveAttribute('aria-setsize', '-1')
    await expect(
      within(shown[0] as HTMLElement).getByRole('img', { name: /^Photo by / }),
    ).toHaveAttribute('loading', 'eager')
    await expect(canvas.getByRole('button', { name: 'Load more posts' })).toBeVisible()
  },
}

export const LoadsMoreOnScroll: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await articles(canvas, 10)
    // Three posts before the end: the next page is asked for while the last is out of sight.
    await scrollTo(canvas, 7)
    await articles(canvas, 20)
    // The 10th post, if rendered at all, is still below the viewport.
    const tenth = feedIn(canvas).querySelector('article[aria-posinset="10"]')
    if (tenth) await expect(tenth.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight)
    const ids = shownPostIds(canvas)
    await expect(new Set(ids).size).toBe(ids.length)
    // One request per page: page 1 is not asked again with page 2.
    await expect(pagesRequested()).toEqual(['1', '2'])
  },
}

/** Scrolling through many pages asks for each of them once, and for nothing else. */
export const OneRequestPerPage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    for (let loaded = 10; loaded < 50; loaded += 10) {
      await articles(canvas, loaded)
      await scrollTo(canvas, loaded - 1)
    }
    await articles(canvas, 50)
    await expect(pagesRequested()).toEqual(['1', '2', '3', '4', '5'])
  },
}

export const LoadsMoreWithTheButton: Story = {
  play: async ({ canvas }) => {
    await articles(canvas, 10)
    const loadMore = canvas.getByRole('button', { name: 'Load more posts' })
    loadMore.focus()
    await userEvent.keyboard('{Enter}')
    await articles(canvas, 20)
    await expect(canvas.getByRole('button', { name: 'Load more posts' })).toHaveFocus()
  },
}

export const ReachesTheEnd: Story = {
  parameters: { world: (backend: MockBackend) => keepNewestPosts(backend, 12) },
  play: async ({ canvas }) => {
    await articles(canvas, 10)
    await scrollTo(canvas, 9)
    await articles(canvas, 12)
    await scrollTo(canvas, 11)
    await expect(await canvas.findByText('You reached the end.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load more posts' })).toBeNull()
    await expect(feedRequests.map((request) => request.page)).not.toContain('3')
  },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading posts...')
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch posts. Please try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const RetriesAfterAFailure: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts', 500)),
  play: async (context) => {
    const { canvas } = context
    await canvas.findByRole('alert')
    // The server is back: the backend answers again, in front of the failure.
    context.msw.use(...storyWorld(context).backend.handlers)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await articles(canvas, 10)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/posts')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch posts. Please try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const LoadMoreFails: Story = {
  play: async (context) => {
    const { canvas } = context
    await articles(canvas, 10)
    context.msw.use(overrides.failing('/posts', 500))
    await scrollTo(canvas, 9)
    const toasts = await screen.findByRole('region', { name: /^Notifications/ })
    await expect(await within(toasts).findByText('Failed to fetch more posts')).toBeVisible()
    // Inline too, with a way to try again; what was loaded stays.
    const feed = within(canvas.getByRole('main'))
    const retry = await feed.findByRole('button', { name: 'Retry' })
    await expect(feed.getByText('Failed to fetch more posts')).toBeVisible()
    await expect(canvas.getByRole('feed', { name: 'Posts' })).toHaveAttribute('data-count', '10')

    context.msw.use(...storyWorld(context).backend.handlers)
    await userEvent.click(retry)
    await articles(canvas, 20)
    await expect(feed.queryByText('Failed to fetch more posts')).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { world: scenarios.emptyFeed },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No posts yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Share your first photo' })).toHaveAttribute(
      'href',
      '/create-post',
    )
    await expect(canvas.queryByText('You reached the end.')).toBeNull()
  },
}

export const InvalidPost: Story = {
  beforeEach: (context) => {
    context.msw.use(overrides.postWithoutId(storyWorld(context).backend, 1))
  },
  play: async ({ canvas }) => {
    const shown = await articles(canvas, 10)
    await expect(shown[1]).toHaveTextContent('Error: Invalid post data.')
    await expect(canvas.getAllByText('Error: Invalid post data.')).toHaveLength(1)
    await expect(canvas.getAllByRole('article', { name: 'Invalid post' })).toHaveLength(1)
  },
}

export const LikesAPost: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 10)
    const card = within(first as HTMLElement)
    const count = card.getByText(/^\d+ likes?$/)
    const before = Number.parseInt(count.textContent ?? '0', 10)
    await userEvent.click(card.getByRole('button', { name: 'Like' }))
    await expect(await card.findByRole('button', { name: 'Unlike' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(card.getByText(`${before + 1} likes`)).toBeVisible()
  },
}

export const UnlikesAPost: Story = {
  parameters: {
    screenshot: false,
    world: (backend: MockBackend) => {
      const [newest] = backend.db.postsNewestFirst()
      newest?.likes.push(scenarios.demoUser(backend)._id)
    },
  },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const [newest] = backend.db.postsNewestFirst()
    const [first] = await articles(canvas, 10)
    const card = within(first as HTMLElement)
    const before = newest?.likes.length ?? 0
    await userEvent.click(card.getByRole('button', { name: 'Unlike' }))
    await expect(await card.findByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(card.getByText(`${before - 1} likes`)).toBeVisible()
    await waitFor(() => expect(newest?.likes).not.toContain(scenarios.demoUser(backend)._id))
  },
}

export const LikeFailsAndRollsBack: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id/like', 500)),
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 10)
    const card = within(first as HTMLElement)
    const before = card.getByText(/^\d+ likes?$/).textContent ?? ''
    await userEvent.click(card.getByRole('button', { name: 'Like' }))
    await expect(await screen.findByText('Failed to like post')).toBeVisible()
    const like = await card.findByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(card.getByText(before)).toBeVisible()
  },
}

export const UnlikeFailsAndRollsBack: Story = {
  parameters: {
    screenshot: false,
    world: (backend: MockBackend) => {
      const [newest] = backend.db.postsNewestFirst()
      newest?.likes.push(scenarios.demoUser(backend)._id)
    },
  },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id/like', 500)),
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 10)
    const card = within(first as HTMLElement)
    await userEvent.click(card.getByRole('button', { name: 'Unlike' }))
    await expect(await screen.findByText('Failed to update like.')).toBeVisible()
    await expect(await card.findByRole('button', { name: 'Unlike' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** Counts the like requests the story's page sends, until `stop()` (which says how many). */
function countLikeRequests(context: StoryContext) {
  let sent = 0
  const count = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/like')) sent += 1
  }
  context.msw.events.on('request:start', count)
  return {
    count: () => sent,
    stop() {
      context.msw.events.removeListener('request:start', count)
      return sent
    },
  }
}

/** The feed's first card, its post in the backend, and a counter of the like requests. */
async function firstCardLiking(context: StoryContext) {
  const { backend } = storyWorld(context)
  const [newest] = backend.db.postsNewestFirst()
  const [first] = await articles(context.canvas, 10)
  const card = within(first as HTMLElement)
  return { backend, newest, card, likeRequests: countLikeRequests(context) }
}

/**
 * Every press answers at once, and presses while a like is on its way coalesce: Like, Unlike,
 * Like (and a double-click on the liked photo) send one toggle, as the last intent is the state
 * the first toggle reached.
 */
export const CoalescesQuickPresses: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.slow('/posts/:id/like', 600)),
  play: async (context) => {
    const { backend, newest, card, likeRequests } = await firstCardLiking(context)
    await userEvent.click(card.getByRole('button', { name: 'Like' }))
    await userEvent.click(await card.findByRole('button', { name: 'Unlike' }))
    await userEvent.click(await card.findByRole('button', { name: 'Like' }))
    const unlike = await card.findByRole('button', { name: 'Unlike' })
    await expect(unlike).not.toHaveAttribute('aria-disabled')
    await userEvent.dblClick(card.getByRole('img', { name: /^Photo by / }))
    await waitFor(() => expect(newest?.likes).toContain(scenarios.demoUser(backend)._id))
    await pause(700)
    await expect(likeRequests.stop()).toBe(1)
    await expect(unlike).toHaveAttribute('aria-pressed', 'true')
  },
}

/** A change of mind while the like is on its way: one toggle each way, ending "not liked". */
export const ChangesItsMindWhileALikeIsOnItsWay: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.slow('/posts/:id/like', 400)),
  play: async (context) => {
    const { backend, newest, card, likeRequests } = await firstCardLiking(context)
    await userEvent.click(card.getByRole('button', { name: 'Like' }))
    // The post is read first; the change of mind comes once the toggle is on its way.
    await waitFor(() => expect(likeRequests.count()).toBe(1), { timeout: 3000 })
    await userEvent.click(await card.findByRole('button', { name: 'Unlike' }))
    await waitFor(() => expect(likeRequests.count()).toBe(2), { timeout: 3000 })
    await pause(500)
    await expect(likeRequests.stop()).toBe(2)
    await expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(newest?.likes).not.toContain(scenarios.demoUser(backend)._id)
  },
}

export const FreshStartsOver: Story = {
  // The story's own button that refreshes the feed.
  parameters: { screenshot: false, pseudoLocale: { storyContent: ['Refresh feed'] } },
  render: (args) => <Refreshable {...args} />,
  play: async (context) => {
    const { canvas } = context
    await articles(canvas, 10)
    await scrollTo(canvas, 9)
    await articles(canvas, 20)
    demoPostsNow(storyWorld(context).backend, 'Fresh off the press')
    const reloadsBefore = feedRequests.filter((request) => request.page === '1').length

    context.msw.use(overrides.slow('/posts', 300))
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh feed' }))
    // The list is cleared while page 1 reloads, and the feed is back at its top.
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading posts...')
    await expect(canvas.queryByRole('article')).toBeNull()
    const shown = await articles(canvas, 10)
    await expect(shown[0]).toHaveAccessibleName('Post by Jamie Rivera')
    await expect((shown[0] as HTMLElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(0)
    await expect(within(shown[0] as HTMLElement).getByText('Fresh off the press')).toBeVisible()
    await expect(feedRequests.filter((request) => request.page === '1').length).toBeGreaterThan(
      reloadsBefore,
    )
    await expect(feedRequests.at(-1)?.page).toBe('1')
    // Scrolling on asks for page 2 anew: the pages from before the refresh are gone.
    await scrollTo(canvas, 9)
    await articles(canvas, 20)
    await expect(feedRequests.at(-1)?.page).toBe('2')
  },
}

export const ReloadsOnFocus: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    await articles(canvas, 10)
    await scrollTo(canvas, 9)
    await articles(canvas, 20)
    demoPostsNow(storyWorld(context).backend, 'Posted while you were away')
    window.dispatchEvent(new Event('focus'))
    // Page 1 only: the pages below it stay as they were.
    await waitFor(() => expect(pagesRequested()).toEqual(['1', '2', '1']))
    await articles(canvas, 20)
    await scrollTo(canvas, 0)
    await waitFor(() => expect(rendered(canvas)[0]).toHaveTextContent('Posted while you were away'))
  },
}

export const ReloadsWhenRestoredFromTheCache: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    await articles(canvas, 10)
    demoPostsNow(storyWorld(context).backend, 'Posted while you were away')
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    await waitFor(() => expect(rendered(canvas)[0]).toHaveTextContent('Posted while you were away'))
  },
}

/** Loads the feed, then fails its refresh on focus: a notice above the posts it keeps. */
async function failARefresh(context: StoryContext) {
  const canvas = within(context.canvasElement)
  await articles(canvas, 10)
  context.msw.use(overrides.failing('/posts', 500))
  window.dispatchEvent(new Event('focus'))
  const notice = await canvas.findByRole('alert')
  await expect(notice).toHaveTextContent('Failed to fetch posts. Please try again.')
  await expect(canvas.getByRole('feed', { name: 'Posts' })).toHaveAttribute('data-count', '10')
  return notice
}

export const RefreshFails: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const notice = await failARefresh(context)
    await expect(within(notice).getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

export const RetriesAfterARefreshFailure: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const notice = await failARefresh(context)
    context.msw.use(...storyWorld(context).backend.handlers)
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(canvas.getByRole('feed', { name: 'Posts' })).toHaveAttribute('data-count', '10')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const shown = await articles(canvas, 10)
    await expect(canvas.getAllByRole('button', { name: /^(Like|Unlike)$/ })).toHaveLength(
      shown.length,
    )
  },
}

// The feed pattern and windowing.

/** However many pages are loaded, only the posts near the viewport are in the page. */
export const KeepsOnlyNearbyPostsInThePage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    for (let loaded = 10; loaded < 40; loaded += 10) {
      await articles(canvas, loaded)
      await scrollTo(canvas, loaded - 1)
    }
    const shown = await articles(canvas, 40)
    await expect(shown.length).toBeLessThanOrEqual(8)
    await expect(feedIn(canvas).querySelectorAll('img[alt^="Photo by"]').length).toBe(shown.length)
    // Positions count from the first post of the feed, whatever is rendered.
    const positions = shown.map((card) => Number(card.getAttribute('aria-posinset')))
    await expect(Math.min(...positions)).toBeGreaterThan(25)
  },
}

/** Page Down and Page Up move the focus from post to post, bringing each into the page. */
export const MovesFromPostToPostWithTheKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const [first] = await articles(canvas, 10)
    ;(first as HTMLElement).focus()
    for (let position = 2; position <= 8; position++) {
      await userEvent.keyboard('{PageDown}')
      await waitFor(() =>
        expect(document.activeElement).toHaveAttribute('aria-posinset', `${position}`),
      )
    }
    await userEvent.keyboard('{PageUp}')
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '7'))
    await expect(document.activeElement).toHaveAccessibleName(/^Post by /)
  },
}

export const ScreenReadersKnowTheEnd: Story = {
  parameters: { screenshot: false, world: (backend: MockBackend) => keepNewestPosts(backend, 12) },
  play: async ({ canvas }) => {
    await articles(canvas, 10)
    await expect(feedIn(canvas)).toHaveAttribute('aria-busy', 'false')
    await scrollTo(canvas, 9)
    await articles(canvas, 12)
    await scrollTo(canvas, 11)
    await canvas.findByText('You reached the end.')
    await waitFor(() => expect(rendered(canvas).at(-1)).toHaveAttribute('aria-setsize', '12'))
  },
}

/** Find-in-page still reaches posts that are not rendered: their words wait, hidden until
 * found, where the posts would be. */
export const FindInPageReachesEveryPost: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    await articles(canvas, 10)
    const ninth = backend.db.postsNewestFirst()[8]
    const standIn = [...feedIn(canvas).querySelectorAll('[hidden="until-found"]')].find((element) =>
      element.textContent?.includes(ninth?.caption ?? '\u0000'),
    )
    await expect(standIn).toBeDefined()
    await expect(standIn).not.toBeVisible()
    // Its words are not twice in the page: the rendered posts have no stand-in.
    const firstHidden =
      Math.max(...rendered(canvas).map((card) => Number(card.getAttribute('aria-posinset')))) + 1
    // What the browser does when a search lands there: the posts it stands for come in, the
    // first of them focused; the stand-in is hidden again and keeps only what is still away.
    standIn?.dispatchEvent(new Event('beforematch'))
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-posinset', `${firstHidden}`),
    )
    await waitFor(() => expect(standIn).toHaveAttribute('hidden', 'until-found'))
    const inPage = `${feedIn(canvas).textContent}`
    await expect(inPage.split(ninth?.caption ?? '\u0000').length - 1).toBe(1)
  },
}

/** A post above the viewport that grows (its caption opened, a photo arriving) does not move
 * what the user is reading. */
export const PostsAboveDoNotMoveTheView: Story = {
  parameters: {
    screenshot: false,
    world: (backend: MockBackend) => {
      // Long captions everywhere, so that any post can grow with "more".
      for (const post of backend.db.postsNewestFirst().slice(0, 10)) {
        post.caption = `${post.caption} ${'and a little more to read. '.repeat(12)}`
      }
    },
  },
  play: async ({ canvas }) => {
    await articles(canvas, 10)
    await scrollTo(canvas, 5)
    const reading = feedIn(canvas).querySelector<HTMLElement>('article[aria-posinset="6"]')
    const above = feedIn(canvas).querySelector<HTMLElement>('article[aria-posinset="5"]')
    await expect(above).not.toBeNull()
    const before = reading?.getBoundingClientRect().top ?? 0
    // The post above, out of sight, opens its caption (as a click of its "more" would).
    within(above as HTMLElement)
      .getByRole('button', { name: 'more' })
      .click()
    await nextFrames()
    await waitFor(() =>
      expect(Math.abs((reading?.getBoundingClientRect().top ?? 0) - before)).toBeLessThan(2),
    )
  },
}

// Languages.

/** World: the 4 newest posts have 0, 1, 2 and 11 likes (Arabic's zero, one, two and many). */
function likesForEveryPluralForm(backend: MockBackend): void {
  const likers = [...backend.db.users.keys()].slice(0, 11)
  const counts = [0, 1, 2, 11]
  backend.db.postsNewestFirst().forEach((post, index) => {
    const count = counts[index]
    if (count !== undefined) post.likes = likers.slice(0, count)
  })
}

/** The signed-in feed in Spanish: the feed's texts, its cards' and the numbers. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { screenshot: false, world: likesForEveryPluralForm },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(canvas.getByRole('feed', { name: 'Publicaciones' })).toHaveAttribute(
          'data-count',
          '10',
        ),
      { timeout: 15_000 },
    )
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument()
    const [first, second] = within(canvas.getByRole('feed')).getAllByRole('article')
    await expect(first).toHaveAccessibleName(/^Publicación de /)
    const inFirst = within(first as HTMLElement)
    await expect(inFirst.getByRole('img', { name: /^Foto de / })).toBeVisible()
    await expect(inFirst.getByText('0 me gusta')).toBeVisible()
    await expect(within(second as HTMLElement).getByText('1 me gusta')).toBeVisible()
    await expect(inFirst.getByRole('button', { name: 'Me gusta' })).toBeVisible()
    await expect(inFirst.getByRole('link', { name: 'Comentar' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cargar más publicaciones' })).toBeVisible()
  },
}

/** A guest's first view in Arabic, right to left: the likes in Arabic's plural forms. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { session: null, world: likesForEveryPluralForm },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(
      () =>
        expect(canvas.getByRole('feed', { name: 'المنشورات' })).toHaveAttribute('data-count', '4'),
      { timeout: 15_000 },
    )
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeInTheDocument()
    const cards = within(canvas.getByRole('feed')).getAllByRole('article')
    await expect(within(cards[0] as HTMLElement).getByText('لا إعجابات')).toBeVisible()
    await expect(within(cards[1] as HTMLElement).getByText('إعجاب واحد')).toBeVisible()
    await expect(within(cards[2] as HTMLElement).getByText('إعجابان')).toBeVisible()
    await expect(within(cards[3] as HTMLElement).getByText(/^(11|١١) إعجابًا$/)).toBeVisible()
    await expect(cards[0]).toHaveAccessibleName(/^منشور من /)
    await expect(
      within(cards[0] as HTMLElement).getAllByRole('button', { name: 'إعجاب' }),
    ).toHaveLength(1)
    await expect(canvas.getByText('سجّل الدخول لترى مزيدًا من منشورات المجتمع.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'انضم إلى PhotoBooth' })).toBeVisible()
    // Nothing of the card in English: its time too is in Arabic.
    await expect(cards[0]?.querySelector('time')?.textContent).not.toMatch(/[a-z]/i)
  },
}
