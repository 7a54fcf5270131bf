import { usePost } from '@photobooth/api-client'
import { type MockBackend, overrides, type PostRecord, scenarios } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test'
import { storyWorld } from '../../storybook/story-world'
import { Loader } from '../Loader/Loader'
import { InvalidPostCard, PostCard, type PostCardProps } from './PostCard'
import { usePostLike } from './use-post-like'

/** Picks the post a story shows from its seeded world; runs once, before any click. */
type PickPost = (backend: MockBackend) => PostRecord

interface PostCardStoryArgs extends Omit<PostCardProps, 'post'> {
  /** Which post of the story's world the card shows. */
  pick: PickPost
}

/** The card over the story's backend: the post from `GET /posts/{id}`, likes for real. */
function WorldPostCard({
  backend,
  pick,
  onLike,
  ...props
}: PostCardStoryArgs & { backend: MockBackend }) {
  const [postId] = useState(() => pick(backend)._id)
  const { data } = usePost(postId)
  const like = usePostLike()
  if (!data) return <Loader variant="skeleton" />
  return (
    <PostCard
      {...props}
      post={data}
      likePending={like.isPending(data._id)}
      onLike={(post) => {
        onLike(post)
        void like.toggle(post)
      }}
    />
  )
}

const commentCount = (backend: MockBackend, post: PostRecord) =>
  backend.db.commentsOf(post._id).length

const demoId = (backend: MockBackend) => scenarios.demoUser(backend)._id

/** Someone else's post the demo account has not liked, with a short caption (whole in the
 * photo's description) and 1–2 comments. */
const someonesPost: PickPost = (backend) =>
  scenarios.findPost(
    backend,
    (post) =>
      post.userId !== demoId(backend) &&
      !post.likes.includes(demoId(backend)) &&
      post.caption.length <= 80 &&
      commentCount(backend, post) >= 1 &&
      commentCount(backend, post) <= 2,
  )

const likedPost: PickPost = (backend) =>
  scenarios.findPost(
    backend,
    (post) => post.likes.includes(demoId(backend)) && post.caption.length <= 100,
  )

const longCaptionPost: PickPost = (backend) =>
  scenarios.findPost(backend, (post) => post.caption.length > 150)

const muchDiscussedPost: PickPost = (backend) =>
  scenarios.findPost(backend, (post) => commentCount(backend, post) > 4)

const ownNewestPost: PickPost = (backend) => {
  const [post] = scenarios.postsOf(backend, demoId(backend))
  if (!post) throw new Error('The demo account has no post.')
  return post
}

const meta = {
  title: 'Components/PostCard',
  // Stories show posts of their seeded world, so the args pick a post instead of holding one.
  subcomponents: { PostCard, InvalidPostCard },
  args: { pick: someonesPost, onLike: fn(), priority: true },
  argTypes: { pick: { control: false }, ref: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 470, margin: '0 auto', padding: '24px 16px' }}>
        <Story />
      </div>
    ),
  ],
  render: (args, context) => <WorldPostCard {...args} backend={storyWorld(context).backend} />,
} satisfies Meta<PostCardStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The record of the post a story shows, as the backend has it now. */
function shownPost(context: { loaded: Record<string, unknown> }, pick: PickPost) {
  const { backend } = storyWorld(context)
  const post = pick(backend)
  const author = backend.db.users.get(post.userId)
  if (!author) throw new Error('The post has no author.')
  return { backend, post, author }
}

export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context
    const { post, author } = shownPost(context, someonesPost)
    const card = await canvas.findByRole('article', { name: `Post by ${author.name}` })
    const inCard = within(card)
    await expect(inCard.getByRole('link', { name: author.name })).toHaveAttribute(
      'href',
      `/profile/${author._id}`,
    )
    const photo = inCard.getByRole('img', { name: `Photo by ${author.name}: ${post.caption}` })
    // Its box is the feed's square whatever the photo's shape, known before it loads.
    const box = photo.parentElement?.parentElement?.getBoundingClientRect()
    await expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
    await expect(photo).toHaveAttribute('loading', 'eager')
    await expect(photo).toHaveAttribute('fetchpriority', 'high')
    await expect(photo).toHaveAttribute('decoding', 'async')
    await expect(photo.closest('a')).toHaveAttribute('href', `/post/${post._id}`)
    const like = inCard.getByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(
      inCard.getByText(`${post.likes.length} ${post.likes.length === 1 ? 'like' : 'likes'}`),
    ).toBeVisible()
    await expect(inCard.getByRole('link', { name: 'Comment' })).toHaveAttribute(
      'href',
      `/post/${post._id}`,
    )
    await expect(inCard.getByText(post.caption)).toBeVisible()
    await expect(inCard.getByRole('list', { name: 'Latest comments' })).toBeVisible()
    await expect(inCard.queryByRole('link', { name: /^View all/ })).toBeNull()
    await expect(inCard.queryByRole('button', { name: 'more' })).toBeNull()
    await expect(args.onLike).not.toHaveBeenCalled()
  },
}

export const Lazy: Story = {
  parameters: { screenshot: false },
  args: { priority: false },
  play: async (context) => {
    const { author } = shownPost(context, someonesPost)
    const card = await context.canvas.findByRole('article', { name: `Post by ${author.name}` })
    const photo = within(card).getByRole('img', { name: /^Photo by / })
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await expect(photo).toHaveAttribute('fetchpriority', 'auto')
  },
}

export const Liked: Story = {
  args: { pick: likedPost },
  play: async (context) => {
    const { post, author } = shownPost(context, likedPost)
    const card = await context.canvas.findByRole('article', { name: `Post by ${author.name}` })
    const unlike = within(card).getByRole('button', { name: 'Unlike' })
    await expect(unlike).toHaveAttribute('aria-pressed', 'true')
    await expect(within(card).getByText(`${post.likes.length} likes`)).toBeVisible()
  },
}

export const LongCaption: Story = {
  args: { pick: longCaptionPost },
  play: async (context) => {
    const { canvas } = context
    const { post } = shownPost(context, longCaptionPost)
    const start = Array.from(post.caption).slice(0, 100).join('').trimEnd()
    const article = await canvas.findByRole('article')
    const caption = () => {
      const toggle = within(article).getByRole('button', { name: /^(more|Show Less)$/ })
      return toggle.parentElement as HTMLElement
    }
    await expect(caption()).toHaveTextContent(`${start}... more`, { normalizeWhitespace: false })
    await expect(caption()).not.toHaveTextContent(post.caption)

    await userEvent.click(within(article).getByRole('button', { name: 'more' }))
    const showLess = within(article).getByRole('button', { name: 'Show Less' })
    await expect(showLess).toHaveAttribute('aria-expanded', 'true')
    await expect(showLess).toHaveFocus()
    await expect(caption()).toHaveTextContent(`${post.caption} Show Less`, {
      normalizeWhitespace: false,
    })

    await userEvent.click(showLess)
    await expect(within(article).getByRole('button', { name: 'more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(caption()).toHaveTextContent(`${start}... more`, { normalizeWhitespace: false })
  },
}

export const ManyComments: Story = {
  args: { pick: muchDiscussedPost },
  play: async (context) => {
    const { backend, post } = shownPost(context, muchDiscussedPost)
    const comments = backend.db.commentsOf(post._id)
    const article = await context.canvas.findByRole('article')
    const viewAll = within(article).getByRole('link', {
      name: `View all ${comments.length} comments`,
    })
    await expect(viewAll).toHaveAttribute('href', `/post/${post._id}`)
    const shown = within(
      within(article).getByRole('list', { name: 'Latest comments' }),
    ).getAllByRole('listitem')
    await expect(shown).toHaveLength(2)
    // The two latest, oldest of them first.
    const [older, newer] = comments.slice(-2)
    await expect(shown[0]).toHaveTextContent(older?.text ?? '')
    await expect(shown[1]).toHaveTextContent(newer?.text ?? '')
  },
}

export const NoComments: Story = {
  args: { pick: ownNewestPost },
  parameters: { world: (backend: MockBackend) => void scenarios.unlovedPost(backend) },
  play: async (context) => {
    const { author } = shownPost(context, ownNewestPost)
    const card = await context.canvas.findByRole('article', { name: `Post by ${author.name}` })
    await expect(within(card).getByText('0 likes')).toBeVisible()
    await expect(within(card).queryByRole('list', { name: 'Latest comments' })).toBeNull()
    await expect(within(card).queryByRole('link', { name: /^View all/ })).toBeNull()
    // The viewer's own post links to the own profile.
    await expect(within(card).getByRole('link', { name: author.name })).toHaveAttribute(
      'href',
      '/profile',
    )
  },
}

export const Invalid: Story = {
  render: () => <InvalidPostCard />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Invalid post' })
    await expect(card).toHaveTextContent('Error: Invalid post data.')
  },
}

export const MissingPhoto: Story = {
  parameters: {
    world: (backend: MockBackend) => {
      someonesPost(backend).image = 'uploads/missing-photo.jpg'
    },
  },
  play: async (context) => {
    const { author, post } = shownPost(context, someonesPost)
    const card = await context.canvas.findByRole('article', { name: `Post by ${author.name}` })
    const name = `Photo by ${author.name}: ${post.caption} (did not load)`
    // The broken picture gives way to a placeholder that keeps its description, and a retry.
    await waitFor(() => expect(within(card).getByRole('img', { name }).tagName).toBe('SPAN'))
    await expect(within(card).getByText('The photo did not load.')).toBeVisible()
    await expect(
      within(card).getByRole('button', { name: 'Retry loading the photo' }),
    ).toBeVisible()
  },
}

type MswFixture = Parameters<Exclude<NonNullable<Story['beforeEach']>, unknown[]>>[0]['msw']

/** Whether the story's server fails to send photos (it comes back during the story). */
let photosDown = false

/**
 * The photo of the story's post fails to load until `photosDown` is set back to false. The
 * post's photo gets an address of its own, so that no earlier story's copy in the browser's
 * cache answers for the server.
 */
function photoServerDown(context: Parameters<typeof storyWorld>[0] & { msw: MswFixture }) {
  photosDown = true
  const { post } = shownPost(context, someonesPost)
  const path = post.image?.split('?')[0] ?? ''
  post.image = `${path}?visit=${crypto.randomUUID()}`
  context.msw.use(http.get(`*/${path}`, () => (photosDown ? HttpResponse.error() : undefined)))
}

/** The server was briefly down: the photo failed, and loads on Retry — no reload needed. */
export const PhotoLoadsAgain: Story = {
  beforeEach: photoServerDown,
  play: async (context) => {
    const { author, post } = shownPost(context, someonesPost)
    const card = await context.canvas.findByRole('article', { name: `Post by ${author.name}` })
    const retry = await within(card).findByRole('button', { name: 'Retry loading the photo' })
    photosDown = false
    await userEvent.click(retry)
    const photo = await within(card).findByRole('img', {
      name: `Photo by ${author.name}: ${post.caption}`,
    })
    await expect(photo.tagName).toBe('IMG')
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    await expect(within(card).queryByText('The photo did not load.')).toBeNull()
  },
}

/** …and on its own, a moment later, if nobody presses Retry. */
export const PhotoLoadsAgainOnItsOwn: Story = {
  parameters: { screenshot: false },
  beforeEach: photoServerDown,
  play: async (context) => {
    const { author } = shownPost(context, someonesPost)
    const card = await context.canvas.findByRole('article', { name: `Post by ${author.name}` })
    await within(card).findByText('The photo did not load.')
    photosDown = false
    await waitFor(
      () => expect(within(card).getByRole('img', { name: /^Photo by / }).tagName).toBe('IMG'),
      { timeout: 5000 },
    )
  },
}

/** A double-click (a double-tap) on the photo likes the post, with a heart. */
export const LikesOnDoubleClick: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, args } = context
    const { backend, post } = shownPost(context, someonesPost)
    const card = await canvas.findByRole('article')
    await userEvent.dblClick(within(card).getByRole('img', { name: /^Photo by / }))
    await expect(await within(card).findByRole('button', { name: 'Unlike' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(() => expect(backend.db.posts.get(post._id)?.likes).toContain(demoId(backend)))
    // A second double-click never takes the like back.
    await userEvent.dblClick(within(card).getByRole('img', { name: /^Photo by / }))
    await expect(args.onLike).toHaveBeenCalledOnce()
    await expect(within(card).getByRole('button', { name: 'Unlike' })).toBeVisible()
  },
}

export const DoubleClickKeepsALike: Story = {
  parameters: { screenshot: false },
  args: { pick: likedPost },
  play: async (context) => {
    const { canvas, args } = context
    const card = await canvas.findByRole('article')
    await userEvent.dblClick(within(card).getByRole('img', { name: /^Photo by / }))
    await expect(args.onLike).not.toHaveBeenCalled()
    await expect(within(card).getByRole('button', { name: 'Unlike' })).toBeVisible()
  },
}

export const UnknownAuthor: Story = {
  parameters: {
    world: (backend: MockBackend) => {
      backend.db.users.delete(someonesPost(backend).userId)
    },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Post by Unknown' })
    // Nobody to link to.
    await expect(within(card).queryByRole('link', { name: 'Unknown' })).toBeNull()
    await expect(within(card).getByRole('img', { name: /^Photo by Unknown: / })).toBeVisible()
  },
}

export const LikesThePost: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, args } = context
    const { backend, post } = shownPost(context, someonesPost)
    const before = post.likes.length
    const card = await canvas.findByRole('article')
    await userEvent.click(within(card).getByRole('button', { name: 'Like' }))
    const unlike = await within(card).findByRole('button', { name: 'Unlike' })
    await expect(unlike).toHaveAttribute('aria-pressed', 'true')
    await expect(within(card).getByText(`${before + 1} likes`)).toBeVisible()
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ _id: post._id }))
    await waitFor(() => expect(backend.db.posts.get(post._id)?.likes).toContain(demoId(backend)))
  },
}

export const UnlikesThePost: Story = {
  parameters: { screenshot: false },
  args: { pick: likedPost },
  play: async (context) => {
    const { backend, post } = shownPost(context, likedPost)
    const before = post.likes.length
    const card = await context.canvas.findByRole('article')
    await userEvent.click(within(card).getByRole('button', { name: 'Unlike' }))
    const like = await within(card).findByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(within(card).getByText(`${before - 1} likes`)).toBeVisible()
    await waitFor(() =>
      expect(backend.db.posts.get(post._id)?.likes).not.toContain(demoId(backend)),
    )
  },
}

export const LikeFailsAndRollsBack: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id/like', 500)),
  play: async (context) => {
    const { canvas, canvasElement, args } = context
    const { post } = shownPost(context, someonesPost)
    const before = `${post.likes.length} likes`
    const card = await canvas.findByRole('article')
    await userEvent.click(within(card).getByRole('button', { name: 'Like' }))
    await expect(await page(canvasElement).findByText('Failed to update like.')).toBeVisible()
    const like = await within(card).findByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(within(card).getByText(before)).toBeVisible()
    await expect(args.onLike).toHaveBeenCalledOnce()
  },
}

export const IgnoresPressesWhileALikeIsPending: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.slow('/posts/:id/like', 600)),
  play: async (context) => {
    const { canvas, args } = context
    const { backend, post } = shownPost(context, someonesPost)
    const card = await canvas.findByRole('article')
    await userEvent.click(within(card).getByRole('button', { name: 'Like' }))
    const unlike = await within(card).findByRole('button', { name: 'Unlike' })
    await expect(unlike).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(unlike)
    await expect(args.onLike).toHaveBeenCalledOnce()
    await waitFor(() => expect(unlike).not.toHaveAttribute('aria-disabled'))
    await expect(unlike).toHaveAttribute('aria-pressed', 'true')
    await expect(backend.db.posts.get(post._id)?.likes).toContain(demoId(backend))
  },
}

export const GuardsItsLinks: Story = {
  parameters: { screenshot: false },
  args: { pick: muchDiscussedPost, onGuardedNavigation: fn((event) => event.preventDefault()) },
  play: async (context) => {
    const { canvas, args } = context
    const { backend, post, author } = shownPost(context, muchDiscussedPost)
    const card = await canvas.findByRole('article')
    const inCard = within(card)
    await userEvent.click(inCard.getByRole('link', { name: author.name }))
    await userEvent.click(inCard.getByRole('img', { name: /^Photo by / }))
    await userEvent.click(inCard.getByRole('link', { name: 'Comment' }))
    await userEvent.click(inCard.getByRole('link', { name: /^View all \d+ comments$/ }))
    const hrefs = mocked(args.onGuardedNavigation ?? fn()).mock.calls.map(([event]) =>
      (event.target as Element).closest('a')?.getAttribute('href'),
    )
    const profile = author._id === demoId(backend) ? '/profile' : `/profile/${author._id}`
    const postHref = `/post/${post._id}`
    await expect(hrefs).toEqual([profile, postHref, postHref, postHref])
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { pick: longCaptionPost },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article')
    await expect(within(article).getByRole('button', { name: 'more' })).toBeVisible()
  },
}
