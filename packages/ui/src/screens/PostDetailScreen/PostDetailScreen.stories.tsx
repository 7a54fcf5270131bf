import {
  FRIEND_ACCOUNT,
  type MockBackend,
  overrides,
  type PostRecord,
  SEED_REFERENCE_DATE,
  scenarios,
} from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { sentenceText } from '../../storybook/bidi'
import { storyWorld } from '../../storybook/story-world'
import { PostDetailScreen } from './PostDetailScreen'
import { COPY_RESET_MS } from './use-copy-link'

// ---------------------------------------------------------------------------------------------
// Worlds. Stories vary the seeded world, never the answers.

/** The friend's newest post: someone else's post, from the demo account's point of view. */
function friendsPost(backend: MockBackend): PostRecord {
  const [post] = scenarios.postsOf(backend, scenarios.friendUser(backend)._id)
  if (!post) throw new Error('The friend has no post.')
  return post
}

/** The demo account's newest post: the viewer's own. */
function ownPost(backend: MockBackend): PostRecord {
  const [post] = scenarios.postsOf(backend, scenarios.demoUser(backend)._id)
  if (!post) throw new Error('The demo account has no post.')
  return post
}

const HOUR = 60 * 60_000
const hoursAgo = (hours: number) =>
  new Date(Date.parse(SEED_REFERENCE_DATE) - hours * HOUR).toISOString()

/** The comments {@link withConversation} adds, oldest first. */
const CONVERSATION = {
  stranger: 'That water is unreal. Where is this?',
  viewer: 'Adding this to my travel list!',
  author: 'Thank you both! It was even better in person.',
} as const

/**
 * A conversation under the friend's newest post: a stranger's comment, one by the viewer (the
 * demo account) and the author's reply. Reusable wherever a post needs comments by several
 * people, one of them the viewer's.
 */
function withConversation(backend: MockBackend): void {
  const post = friendsPost(backend)
  const demo = scenarios.demoUser(backend)
  const friend = scenarios.friendUser(backend)
  const stranger = [...backend.db.users.values()].find(
    (user) => user._id !== demo._id && user._id !== friend._id,
  )
  if (!stranger) throw new Error('Nobody else lives in this world.')
  const add = (_id: string, userId: string, text: string, hours: number) =>
    backend.db.comments.set(_id, {
      _id,
      postId: post._id,
      userId,
      text,
      createdAt: hoursAgo(hours),
    })
  add('storyConversatn1', stranger._id, CONVERSATION.stranger, 30)
  add('storyConversatn2', demo._id, CONVERSATION.viewer, 5)
  add('storyConversatn3', friend._id, CONVERSATION.author, 2)
}

/** The friend's newest post is the only one they ever shared. */
function onlyPostOfItsAuthor(backend: MockBackend): void {
  const [, ...others] = scenarios.postsOf(backend, scenarios.friendUser(backend)._id)
  for (const post of others) backend.db.posts.delete(post._id)
}

// ---------------------------------------------------------------------------------------------

const meta = {
  title: 'Screens/PostDetail',
  component: PostDetailScreen,
  args: { postId: '', onLoadFailed: fn(), onPostDeleted: fn() },
  argTypes: { postId: { control: false } },
  // Ids live in the world: without a postId arg, the story shows the friend's newest post.
  render: (args, context) => (
    <PostDetailScreen
      {...args}
      postId={args.postId || friendsPost(storyWorld(context).backend)._id}
    />
  ),
  // The states are pictured with blank photos: Default pictures them (see .storybook/vitest.setup.ts).
  parameters: { world: withConversation, screenshot: { photos: false } },
} satisfies Meta<typeof PostDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Shows the viewer's own newest post. */
const asOwner = {
  render: (args, context) => (
    <PostDetailScreen {...args} postId={ownPost(storyWorld(context).backend)._id} />
  ),
} satisfies Partial<Story>

/** The toasts showing `text` right now (Radix renders them in the viewport as list items). */
function toastsWith(canvasElement: HTMLElement, text: string): HTMLElement[] {
  return [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-tone]')].filter(
    (toast) => toast.textContent === text,
  )
}

/**
 * Waits for exactly one toast with `text`, in `tone` — the first toast of a page brings the
 * toasts' code, which a cold run on a busy machine takes seconds to load (over 10 s seen on
 * CI's two cores).
 */
async function expectToast(canvasElement: HTMLElement, text: string, tone: string) {
  await waitFor(() => expect(toastsWith(canvasElement, text)).toHaveLength(1), {
    timeout: 20_000,
  })
  await expect(toastsWith(canvasElement, text)[0]).toHaveAttribute('data-tone', tone)
}

const world = (context: StoryContext) => storyWorld(context).backend

/** The comment item (a list item of the "Comments" list) whose text includes `text`. */
async function commentWith(canvas: ReturnType<typeof within>, text: string) {
  return within(
    await waitFor(() => {
      const item = within(canvas.getByRole('list', { name: 'Comments' }))
        .getAllByRole('listitem')
        .find((candidate) => candidate.textContent?.includes(text))
      if (!item) throw new Error(`No comment with "${text}".`)
      return item
    }),
  )
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------
// States.

export const Default: Story = {
  parameters: { screenshot: true },
  play: async (context) => {
    const { canvas } = context
    const post = friendsPost(world(context))
    const friend = scenarios.friendUser(world(context))
    const article = await canvas.findByRole('article', { name: `Post by ${FRIEND_ACCOUNT.name}` })
    const inArticle = within(article)
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(inArticle.getByRole('img', { name: /^Photo by Riley Chen: / })).toBeVisible()
    await expect(inArticle.getAllByRole('link', { name: FRIEND_ACCOUNT.name })[0]).toHaveAttribute(
      'href',
      `/profile/${friend._id}`,
    )
    await expect(inArticle.getByText(post.caption)).toBeVisible()
    // Oldest first.
    const comments = within(inArticle.getByRole('list', { name: 'Comments' })).getAllByRole(
      'listitem',
    )
    const expected = [CONVERSATION.stranger, CONVERSATION.viewer, CONVERSATION.author]
    await expect(comments).toHaveLength(expected.length)
    for (const [index, text] of expected.entries()) {
      await expect(comments[index]).toHaveTextContent(text)
    }
    // Not the viewer's post: no owner actions.
    await expect(inArticle.queryByRole('link', { name: 'Edit post' })).toBeNull()
    await expect(inArticle.queryByRole('button', { name: 'Delete post' })).toBeNull()
    await expect(inArticle.getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(
      inArticle.getByRole('button', { name: `${post.likes.length} likes` }),
    ).toBeVisible()
    await expect(inArticle.getByRole('button', { name: 'Share' })).toBeEnabled()
    await expect(inArticle.getByRole('textbox', { name: 'Add a comment…' })).toHaveValue('')
    await expect(inArticle.getByRole('button', { name: 'Post' })).toBeDisabled()
  },
}

export const Owner: Story = {
  ...asOwner,
  play: async (context) => {
    const { canvas } = context
    const post = ownPost(world(context))
    const article = within(await canvas.findByRole('article', { name: 'Post by Jamie Rivera' }))
    await expect(article.getByRole('link', { name: 'Edit post' })).toHaveAttribute(
      'href',
      `/edit-post/${post._id}`,
    )
    await expect(article.getByRole('button', { name: 'Delete post' })).toBeEnabled()
    await expect(
      await canvas.findByRole('heading', { name: 'More from Jamie Rivera' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts/:id', 'get')),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByRole('article')).toBeNull()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument()
    await expect(args.onLoadFailed).not.toHaveBeenCalled()
  },
}

export const NotFound: Story = {
  args: { postId: 'NoSuchPost000000' },
  play: async ({ canvas, canvasElement, args }) => {
    await expectToast(canvasElement, 'Failed to load post', 'error')
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledOnce())
    await expect(
      canvas.getByText('This post does not exist, or it has been deleted.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/')
    // Re-renders do not repeat the toast or the intent.
    await pause(300)
    await expect(args.onLoadFailed).toHaveBeenCalledOnce()
    await expect(toastsWith(canvasElement, 'Failed to load post')).toHaveLength(1)
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id', 500, 'get')),
  play: async ({ canvas, canvasElement, args }) => {
    await expectToast(canvasElement, 'Failed to load post', 'error')
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledOnce())
    await expect(
      canvas.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/')
    await pause(300)
    await expect(args.onLoadFailed).toHaveBeenCalledOnce()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/posts/:id', 'get')),
  play: async ({ canvasElement, args }) => {
    await expectToast(canvasElement, 'Failed to load post', 'error')
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledOnce())
  },
}

export const RefreshFailsQuietly: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, canvasElement, args } = context
    await canvas.findByRole('article')
    context.msw.use(overrides.failing('/posts/:id', 500, 'get'))
    // SWR reuses an answer younger than its 2 s deduping window: wait it out, then come back
    // online (SWR revalidates on reconnect at once, unlike on focus, which it throttles).
    await pause(2100)
    window.dispatchEvent(new Event('online'))
    await expect(
      await canvas.findByText(
        'Could not refresh this post. You are seeing the last loaded version.',
      ),
    ).toBeVisible()
    // The post stays usable; nobody is sent away.
    await expect(canvas.getByRole('article')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
    await expect(args.onLoadFailed).not.toHaveBeenCalled()
    await expect(toastsWith(canvasElement, 'Failed to load post')).toHaveLength(0)
  },
}

export const PostUpdatedNotice: Story = {
  ...asOwner,
  args: { postUpdated: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('article')
    const notice = canvas.getByText('Post updated.')
    await expect(notice.closest('[role="status"]')).toBeVisible()
  },
}

export const Guest: Story = {
  parameters: { session: null },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article'))
    await expect(article.getByRole('button', { name: 'Like' })).toBeDisabled()
    await expect(article.queryByRole('textbox', { name: 'Add a comment…' })).toBeNull()
    await expect(article.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(article.queryByRole('button', { name: 'Edit comment' })).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article'))
    await expect(article.getByText(CONVERSATION.viewer)).toBeVisible()
    await expect(await canvas.findByRole('list', { name: 'More from Riley Chen' })).toBeVisible()
  },
}

// ---------------------------------------------------------------------------------------------
// Likes.

export const LikesThePost: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const post = friendsPost(world(context))
    const demo = scenarios.demoUser(world(context))
    const before = post.likes.length
    await userEvent.click(await canvas.findByRole('button', { name: 'Like' }))
    const unlike = await canvas.findByRole('button', { name: 'Unlike' })
    await expect(unlike).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('button', { name: `${before + 1} likes` })).toBeVisible()
    await waitFor(() => expect(post.likes).toContain(demo._id))
    // And back, once the like has settled (presses wait meanwhile).
    await waitFor(() => expect(unlike).not.toHaveAttribute('aria-disabled'))
    await userEvent.click(unlike)
    await expect(await canvas.findByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await waitFor(() => expect(post.likes).not.toContain(demo._id))
    await expect(canvas.getByRole('button', { name: `${before} likes` })).toBeVisible()
  },
}

export const LikeFails: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id/like', 500)),
  play: async (context) => {
    const { canvas, canvasElement } = context
    const before = friendsPost(world(context)).likes.length
    await userEvent.click(await canvas.findByRole('button', { name: 'Like' }))
    await expectToast(canvasElement, 'Failed to like post', 'error')
    // Rolled back.
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(canvas.getByRole('button', { name: `${before} likes` })).toBeVisible()
  },
}

/** One gateway error on the way to the post: a quiet retry shows it, no failure is said. */
export const LoadsPastAGatewayError: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failingOnce('/posts/:id', 503, 'get')),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Like' })).toBeVisible()
    await expect(toastsWith(canvasElement, 'Failed to load post')).toEqual([])
  },
}

/** The server liked the post and its answer was lost: the screen asks the post and agrees. */
export const LikeAnswerLost: Story = {
  parameters: { screenshot: false },
  beforeEach: (context) =>
    context.msw.use(overrides.answerLost(world(context), '/posts/:id/like', 'post')),
  play: async (context) => {
    const { canvas, canvasElement } = context
    const post = friendsPost(world(context))
    const demo = scenarios.demoUser(world(context))
    const before = post.likes.length
    await userEvent.click(await canvas.findByRole('button', { name: 'Like' }))
    await expect(await canvas.findByRole('button', { name: 'Unlike' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(await canvas.findByRole('button', { name: `${before + 1} likes` })).toBeVisible()
    // The button answers at once; the server has the like once the write has gone out.
    await waitFor(() => expect(post.likes.filter((id) => id === demo._id)).toHaveLength(1))
    // It did land: nothing says it failed.
    await pause(200)
    await expect(toastsWith(canvasElement, 'Failed to like post')).toEqual([])
  },
}

export const OpensLikers: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const count = friendsPost(world(context)).likes.length
    const button = await canvas.findByRole('button', { name: `${count} likes` })
    await userEvent.click(button)
    const dialog = within(await screen.findByRole('dialog', { name: 'People who liked this post' }))
    await expect(dialog.getByText(`${count} people liked this`)).toBeVisible()
    await expect(dialog.getAllByRole('link', { name: /^View .+'s profile$/ })).toHaveLength(count)
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
  },
}

// ---------------------------------------------------------------------------------------------
// Sharing.

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard')
  }
}

/**
 * The browser's share sheet (the Web Share API) as a story wants it: `share` (`undefined` for a
 * browser without one, as most desktop ones are) and perhaps `canShare`, over the browser's own
 * until the story ends.
 */
function stubShareSheet(
  share: ((data: ShareData) => Promise<void>) | undefined,
  canShare?: (data: ShareData) => boolean,
) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  if (canShare)
    Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true })
  return () => {
    Reflect.deleteProperty(navigator, 'share')
    Reflect.deleteProperty(navigator, 'canShare')
  }
}

/** Both stubs, undone together. */
function stubSharing(
  writeText: (text: string) => Promise<void>,
  share?: (data: ShareData) => Promise<void>,
  canShare?: (data: ShareData) => boolean,
) {
  const restoreClipboard = stubClipboard(writeText)
  const restoreShareSheet = stubShareSheet(share, canShare)
  return () => {
    restoreShareSheet()
    restoreClipboard()
  }
}

const copiedLinks = fn(async (_text: string) => {})
const sharedData = fn(async (_data: ShareData) => {})

/** No toast at all, a moment after the press. */
async function expectNoToast(canvasElement: HTMLElement) {
  await pause(300)
  await expect(canvasElement.ownerDocument.querySelectorAll('[data-tone]')).toHaveLength(0)
}

/** Where there is no share sheet, the link is copied (spec: origin plus /post/{id}). */
export const SharesTheLink: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    copiedLinks.mockClear()
    return stubSharing(copiedLinks)
  },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const post = friendsPost(world(context))
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }))
    await waitFor(() =>
      expect(copiedLinks).toHaveBeenCalledWith(`https://photobooth.example/post/${post._id}`),
    )
    // The 2 seconds count from the copy: the first toast's code may take a while to arrive.
    const copiedAt = performance.now()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible())
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull()
    await expectToast(canvasElement, 'Link copied to clipboard!', 'success')
    // The confirmation resets after 2 seconds.
    const beforeReset = COPY_RESET_MS - 500 - (performance.now() - copiedAt)
    if (beforeReset > 0) {
      await pause(beforeReset)
      await expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible()
    }
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible(), {
      timeout: 1500,
    })
    await expect(mocked(copiedLinks).mock.calls).toHaveLength(1)
  },
}

export const ShareFallsBackToTheLink: Story = {
  parameters: { screenshot: false },
  beforeEach: () =>
    stubSharing(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError')
    }),
  play: async (context) => {
    const { canvas, canvasElement } = context
    const post = friendsPost(world(context))
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }))
    await expectToast(
      canvasElement,
      `Could not copy the link. Copy it from here: https://photobooth.example/post/${post._id}`,
      'error',
    )
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible()
  },
}

/**
 * Where the browser has a share sheet (phones), it shares the post: title, caption and link. The
 * author's name is isolated in the title (U+2068 … U+2069): the sheet shows plain text, where an
 * Arabic name would otherwise move the words around it.
 */
export const SharesThroughTheShareSheet: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    copiedLinks.mockClear()
    sharedData.mockClear()
    return stubSharing(copiedLinks, sharedData)
  },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const post = friendsPost(world(context))
    const share = await canvas.findByRole('button', { name: 'Share' })
    await userEvent.click(share)
    await waitFor(() => expect(sharedData).toHaveBeenCalledOnce())
    await expect(sharedData).toHaveBeenCalledWith({
      title: `\u2068${FRIEND_ACCOUNT.name}\u2069 on PhotoBooth`,
      text: post.caption,
      url: `https://photobooth.example/post/${post._id}`,
    })
    // The sheet was the confirmation: nothing copied, nothing more said.
    await expectNoToast(canvasElement)
    await expect(copiedLinks).not.toHaveBeenCalled()
    await expect(share).toHaveAccessibleName('Share')
  },
}

/** Closing the share sheet without sharing is the reader's choice: no copy, no error. */
export const ShareSheetClosedWithoutSharing: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    copiedLinks.mockClear()
    sharedData.mockClear()
    sharedData.mockRejectedValueOnce(new DOMException('Share canceled.', 'AbortError'))
    return stubSharing(copiedLinks, sharedData)
  },
  play: async ({ canvas, canvasElement }) => {
    const share = await canvas.findByRole('button', { name: 'Share' })
    await userEvent.click(share)
    await waitFor(() => expect(sharedData).toHaveBeenCalledOnce())
    await expectNoToast(canvasElement)
    await expect(copiedLinks).not.toHaveBeenCalled()
    await expect(share).toHaveAccessibleName('Share')
  },
}

/** The share sheet failed (not closed by the reader): the link is copied as without one. */
export const ShareSheetFailsAndTheLinkIsCopied: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    copiedLinks.mockClear()
    sharedData.mockClear()
    sharedData.mockRejectedValueOnce(new DOMException('Share failed.', 'NotAllowedError'))
    return stubSharing(copiedLinks, sharedData)
  },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const post = friendsPost(world(context))
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }))
    await waitFor(() =>
      expect(copiedLinks).toHaveBeenCalledWith(`https://photobooth.example/post/${post._id}`),
    )
    await expect(sharedData).toHaveBeenCalledOnce()
    await expectToast(canvasElement, 'Link copied to clipboard!', 'success')
    await expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible()
  },
}

/** A share sheet that cannot take this post (`canShare` says no): the link is copied. */
export const ShareSheetCannotShareIt: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    copiedLinks.mockClear()
    sharedData.mockClear()
    return stubSharing(copiedLinks, sharedData, () => false)
  },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const post = friendsPost(world(context))
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }))
    await expectToast(canvasElement, 'Link copied to clipboard!', 'success')
    await expect(copiedLinks).toHaveBeenCalledWith(`https://photobooth.example/post/${post._id}`)
    await expect(sharedData).not.toHaveBeenCalled()
  },
}

/** The share sheet's title in the reader's language. */
export const SharesInSpanish: Story = {
  parameters: { screenshot: false },
  globals: { locale: 'es' },
  beforeEach: () => {
    copiedLinks.mockClear()
    sharedData.mockClear()
    return stubSharing(copiedLinks, sharedData)
  },
  play: async (context) => {
    const { canvas } = context
    const post = friendsPost(world(context))
    await userEvent.click(await canvas.findByRole('button', { name: 'Compartir' }))
    await waitFor(() =>
      expect(sharedData).toHaveBeenCalledWith({
        title: `\u2068${FRIEND_ACCOUNT.name}\u2069 en PhotoBooth`,
        text: post.caption,
        url: `https://photobooth.example/post/${post._id}`,
      }),
    )
  },
}

// ---------------------------------------------------------------------------------------------
// Comments.

export const AddsAComment: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Add a comment…' })
    const post = canvas.getByRole('button', { name: 'Post' })
    await expect(post).toBeDisabled()
    await userEvent.type(input, '   ')
    await expect(post).toBeDisabled()
    await userEvent.clear(input)
    await userEvent.type(input, 'What lens did you use?')
    await expect(post).toBeEnabled()
    await userEvent.click(post)
    const mine = await commentWith(canvas, 'What lens did you use?')
    await expect(mine.getByText('just now')).toBeVisible()
    await expect(mine.getByRole('button', { name: 'Edit comment' })).toBeVisible()
    await waitFor(() => expect(input).toHaveValue(''))
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled()
    const list = canvas.getByRole('list', { name: 'Comments' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  },
}

export const SubmitsACommentWithEnter: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Add a comment…' }),
      'Stunning colours{Enter}',
    )
    await expect(
      (await commentWith(canvas, 'Stunning colours')).getByText('just now'),
    ).toBeVisible()
  },
}

export const CommentFails: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id/comment', 500)),
  play: async ({ canvas, canvasElement }) => {
    const input = await canvas.findByRole('textbox', { name: 'Add a comment…' })
    await userEvent.type(input, 'This will not go through')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expectToast(canvasElement, 'Failed to post comment', 'error')
    // Nothing typed is lost, and it can be sent again.
    await expect(input).toHaveValue('This will not go through')
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled())
    await expect(canvas.queryByText('This will not go through', { selector: 'li *' })).toBeNull()
  },
}

/** The server stored the comment and its answer was lost: shown once, not said to fail. */
export const CommentAnswerLost: Story = {
  parameters: { screenshot: false },
  beforeEach: (context) =>
    context.msw.use(overrides.answerLost(world(context), '/posts/:id/comment', 'post')),
  play: async (context) => {
    const { canvas, canvasElement } = context
    const input = await canvas.findByRole('textbox', { name: 'Add a comment…' })
    await userEvent.type(input, 'Was it foggy?')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await commentWith(canvas, 'Was it foggy?')
    await waitFor(() => expect(input).toHaveValue(''))
    const stored = world(context)
      .db.commentsOf(friendsPost(world(context))._id)
      .filter((comment) => comment.text === 'Was it foggy?')
    await expect(stored).toHaveLength(1)
    await expect(canvas.getAllByText('Was it foggy?', { selector: 'li *' })).toHaveLength(1)
    await expect(toastsWith(canvasElement, 'Failed to post comment')).toEqual([])
  },
}

/** No network: nothing is sent, the toast says so, and the text stays to send later. */
export const CommentOffline: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    return () => {
      delete (navigator as { onLine?: boolean }).onLine
    }
  },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const input = await canvas.findByRole('textbox', { name: 'Add a comment…' })
    await userEvent.type(input, 'Sent from the tunnel')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expectToast(
      canvasElement,
      "You're offline. Nothing was sent, and what you entered is kept.",
      'error',
    )
    await expect(input).toHaveValue('Sent from the tunnel')
    const stored = world(context)
      .db.commentsOf(friendsPost(world(context))._id)
      .filter((comment) => comment.text === 'Sent from the tunnel')
    await expect(stored).toEqual([])
  },
}

export const EditsAComment: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    let mine = await commentWith(canvas, CONVERSATION.viewer)
    await userEvent.click(mine.getByRole('button', { name: 'Edit comment' }))
    const field = mine.getByRole('textbox', { name: 'Edit your comment' })
    await expect(field).toHaveValue(CONVERSATION.viewer)
    await expect(field).toHaveFocus()
    // Cancel restores the comment as it was.
    await userEvent.type(field, ' Maybe.')
    await userEvent.click(mine.getByRole('button', { name: 'Cancel' }))
    await expect(mine.queryByRole('textbox')).toBeNull()
    await expect(mine.getByText(CONVERSATION.viewer)).toBeVisible()
    await expect(mine.getByRole('button', { name: 'Edit comment' })).toHaveFocus()
    // Save is refused while blank.
    await userEvent.click(mine.getByRole('button', { name: 'Edit comment' }))
    await userEvent.clear(mine.getByRole('textbox', { name: 'Edit your comment' }))
    await expect(mine.getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.type(
      mine.getByRole('textbox', { name: 'Edit your comment' }),
      'Booked my flights already!',
    )
    await userEvent.click(mine.getByRole('button', { name: 'Save' }))
    await expectToast(canvasElement, 'Comment updated', 'success')
    mine = await commentWith(canvas, 'Booked my flights already!')
    await expect(mine.queryByRole('textbox')).toBeNull()
    await expect(mine.getByText('Edited')).toBeVisible()
    await expect(canvas.queryByText(CONVERSATION.viewer)).toBeNull()
  },
}

export const EditCommentFails: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/comment/:commentId', 500, 'patch')),
  play: async ({ canvas, canvasElement }) => {
    const mine = await commentWith(canvas, CONVERSATION.viewer)
    await userEvent.click(mine.getByRole('button', { name: 'Edit comment' }))
    const field = mine.getByRole('textbox', { name: 'Edit your comment' })
    await userEvent.clear(field)
    await userEvent.type(field, 'A better comment')
    await userEvent.click(mine.getByRole('button', { name: 'Save' }))
    await expectToast(canvasElement, 'Failed to update comment', 'error')
    // Still editing, with the text as typed.
    await expect(mine.getByRole('textbox', { name: 'Edit your comment' })).toHaveValue(
      'A better comment',
    )
    await waitFor(() => expect(mine.getByRole('button', { name: 'Save' })).toBeEnabled())
  },
}

export const DeletesAComment: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const mine = await commentWith(canvas, CONVERSATION.viewer)
    await userEvent.click(mine.getByRole('button', { name: 'Delete comment' }))
    await expectToast(canvasElement, 'Comment deleted', 'success')
    await waitFor(() => expect(canvas.queryByText(CONVERSATION.viewer)).toBeNull())
    const list = canvas.getByRole('list', { name: 'Comments' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(world(context).db.comments.has('storyConversatn2')).toBe(false)
  },
}

export const DeleteCommentFails: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/comment/:commentId', 500, 'delete')),
  play: async ({ canvas, canvasElement }) => {
    const mine = await commentWith(canvas, CONVERSATION.viewer)
    await userEvent.click(mine.getByRole('button', { name: 'Delete comment' }))
    await expectToast(canvasElement, 'Failed to delete comment', 'error')
    await expect(mine.getByText(CONVERSATION.viewer)).toBeVisible()
    await waitFor(() => expect(mine.getByRole('button', { name: 'Delete comment' })).toBeEnabled())
  },
}

export const OnlyAuthorCanEditComments: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await commentWith(canvas, CONVERSATION.viewer)
    // One comment of three is the viewer's: only it can be edited or deleted.
    await expect(canvas.getAllByRole('button', { name: 'Edit comment' })).toHaveLength(1)
    await expect(canvas.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1)
    for (const text of [CONVERSATION.stranger, CONVERSATION.author]) {
      const other = await commentWith(canvas, text)
      await expect(other.queryByRole('button', { name: 'Edit comment' })).toBeNull()
      await expect(other.queryByRole('button', { name: 'Delete comment' })).toBeNull()
    }
  },
}

export const NoComments: Story = {
  parameters: { world: (backend: MockBackend) => void scenarios.unlovedPost(backend) },
  ...asOwner,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No comments yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '0 likes' })).toBeVisible()
  },
}

// ---------------------------------------------------------------------------------------------
// Deleting the post.

export const DeletesThePost: Story = {
  parameters: { screenshot: false },
  ...asOwner,
  play: async (context) => {
    const { canvas, canvasElement, args } = context
    const post = ownPost(world(context))
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete post' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete post?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expectToast(canvasElement, 'Post deleted', 'success')
    await waitFor(() => expect(args.onPostDeleted).toHaveBeenCalledOnce())
    await expect(args.onPostDeleted).toHaveBeenCalledWith(post._id)
    await expect(world(context).db.posts.has(post._id)).toBe(false)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

export const CancelsDelete: Story = {
  parameters: { screenshot: false },
  ...asOwner,
  play: async (context) => {
    const { canvas, args } = context
    const post = ownPost(world(context))
    const remove = await canvas.findByRole('button', { name: 'Delete post' })
    await userEvent.click(remove)
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete post?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(remove).toHaveFocus())
    await expect(args.onPostDeleted).not.toHaveBeenCalled()
    await expect(world(context).db.posts.has(post._id)).toBe(true)
  },
}

export const DeleteFails: Story = {
  parameters: { screenshot: false },
  ...asOwner,
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id', 500, 'delete')),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete post' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete post?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expectToast(canvasElement, 'Failed to delete post', 'error')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(canvas.getByRole('article')).toBeVisible()
    await expect(args.onPostDeleted).not.toHaveBeenCalled()
  },
}

/** No network: nothing is sent, and the toast says the post is still there. */
export const DeleteOffline: Story = {
  parameters: { screenshot: false },
  ...asOwner,
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    return () => {
      delete (navigator as { onLine?: boolean }).onLine
    }
  },
  play: async (context) => {
    const { canvas, canvasElement, args } = context
    const post = ownPost(world(context))
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete post' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete post?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expectToast(canvasElement, "You're offline. Nothing was deleted.", 'error')
    await expect(canvas.getByRole('article')).toBeVisible()
    await expect(args.onPostDeleted).not.toHaveBeenCalled()
    await expect(world(context).db.posts.has(post._id)).toBe(true)
  },
}

/**
 * The deletion's answer is lost and the server cannot be asked whether the comment is gone:
 * the toast says that it may or may not be, and that the next press checks first.
 */
export const DeleteCommentUnconfirmed: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const mine = await commentWith(canvas, CONVERSATION.viewer)
    context.msw.use(
      overrides.answerLost(world(context), '/posts/comment/:commentId', 'delete'),
      overrides.failing('/posts/:id', 500, 'get'),
    )
    await userEvent.click(mine.getByRole('button', { name: 'Delete comment' }))
    await expectToast(
      canvasElement,
      "No answer came, so we don't know whether it was deleted. Try again and we'll check first.",
      'error',
    )
    await expect(toastsWith(canvasElement, 'Comment deleted')).toEqual([])
  },
}

// ---------------------------------------------------------------------------------------------
// More from the author.

export const MoreFromAuthor: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const backend = world(context)
    const post = friendsPost(backend)
    const friend = scenarios.friendUser(backend)
    const others = scenarios.postsOf(backend, friend._id).filter((other) => other._id !== post._id)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'More from Riley Chen' }),
    ).toBeVisible()
    const grid = within(await canvas.findByRole('list', { name: 'More from Riley Chen' }))
    const links = grid.getAllByRole('link')
    // Two rows of three, newest first, never the post on screen.
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      others.slice(0, 6).map((other) => `/post/${other._id}`),
    )
    await expect(canvas.getByRole('link', { name: 'View all posts' })).toHaveAttribute(
      'href',
      `/profile/${friend._id}`,
    )
  },
}

export const NoOtherPosts: Story = {
  parameters: {
    world: (backend: MockBackend) => {
      withConversation(backend)
      onlyPostOfItsAuthor(backend)
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(sentenceText("Riley Chen hasn't shared any other posts yet.")),
    ).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'More from Riley Chen' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'View all posts' })).toBeNull()
  },
}

export const MoreFromAuthorFails: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/user/:userId', 500)),
  play: async ({ canvas, args }) => {
    await canvas.findByRole('article')
    await expect(await canvas.findByText('Could not load more posts.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
    await expect(args.onLoadFailed).not.toHaveBeenCalled()
  },
}

// ---------------------------------------------------------------------------------------------
// Layout.

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 390 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article')
    // The photo goes above the conversation.
    await expect(getComputedStyle(article).gridTemplateColumns.split(' ')).toHaveLength(1)
    await expect(within(article).getByRole('textbox', { name: 'Add a comment…' })).toBeVisible()
  },
}

// ---------------------------------------------------------------------------------------------
// Languages.

/** The conversation, and the friend's post liked by exactly two people (neither the viewer):
 * a number with a plural form of its own in Arabic. */
function likedByTwo(backend: MockBackend): void {
  withConversation(backend)
  const post = friendsPost(backend)
  const demo = scenarios.demoUser(backend)
  post.likes = [...backend.db.users.values()]
    .filter((user) => user._id !== demo._id && user._id !== post.userId)
    .slice(0, 2)
    .map((user) => user._id)
}

/** The post page in Spanish: the page's texts, its comments', its likers' and the toasts'. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { screenshot: false, world: likedByTwo },
  play: async ({ canvas }) => {
    const article = within(
      await canvas.findByRole('article', { name: `Publicación de ${FRIEND_ACCOUNT.name}` }),
    )
    await expect(article.getByRole('img', { name: /^Foto de Riley Chen: / })).toBeVisible()
    await expect(article.getByRole('region', { name: 'Descripción y comentarios' })).toBeVisible()
    await expect(article.getByRole('list', { name: 'Comentarios' })).toBeVisible()
    await expect(article.getAllByRole('button', { name: 'Editar comentario' })).toHaveLength(1)
    await expect(article.getByRole('button', { name: 'Compartir' })).toBeVisible()
    await expect(article.getByRole('textbox', { name: 'Escribe un comentario…' })).toBeVisible()
    await expect(article.getByRole('button', { name: 'Publicar' })).toBeDisabled()
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Más de Riley Chen' }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('link', { name: 'Ver todas las publicaciones' }),
    ).toBeVisible()
    // The likers, in a dialog of their own.
    await userEvent.click(article.getByRole('button', { name: '2 me gusta' }))
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Personas a las que les gustó esta publicación',
      }),
    )
    await expect(dialog.getByText('A 2 personas les gustó esto')).toBeVisible()
    await expect(dialog.getAllByRole('link', { name: /^Ver el perfil de / })).toHaveLength(2)
  },
}

/** The post page in Arabic, right to left: the likes in Arabic's dual, the viewer's comment
 * with its actions, and the author's other posts. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { world: likedByTwo },
  play: async ({ canvas, canvasElement }) => {
    const article = within(
      await canvas.findByRole('article', { name: `منشور من ${FRIEND_ACCOUNT.name}` }),
    )
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(article.getByRole('img', { name: /^صورة نشرها Riley Chen: / })).toBeVisible()
    await expect(article.getByRole('button', { name: 'إعجابان' })).toBeVisible()
    await expect(article.getByRole('button', { name: 'مشاركة' })).toBeVisible()
    const comments = within(article.getByRole('list', { name: 'التعليقات' })).getAllByRole(
      'listitem',
    )
    const [, viewers] = comments
    await expect(viewers).toHaveTextContent(CONVERSATION.viewer)
    const mine = within(viewers as HTMLElement)
    await expect(mine.getByRole('button', { name: 'تعديل التعليق' })).toBeVisible()
    await expect(mine.getByRole('button', { name: 'حذف التعليق' })).toBeVisible()
    await expect(article.getByRole('textbox', { name: 'أضف تعليقًا…' })).toBeVisible()
    await expect(article.getByRole('button', { name: 'نشر' })).toBeDisabled()
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'المزيد من Riley Chen' }),
    ).toBeVisible()
  },
}
