import type { Post } from '@photobooth/api-client'
import { fixturePost, fixtureUser } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test'
import { InvalidPostCard, PostCard, PostCardSkeleton } from './PostCard'

/**
 * The card renders from its props alone: these stories hold their post in args (edit it in
 * Controls). Liking for real — the request, the rollback, the pending state — is the feed's
 * (FeedScreen stories).
 */

/** Who is signed in for these stories. */
const viewer = fixtureUser(0)

/** Someone else's post with a short caption and two comments. */
const someonesPost = fixturePost(1, { comments: 2, likes: 12 })

/** The same post, liked by the viewer. */
const likedPost: Post = {
  ...someonesPost,
  likes: [...someonesPost.likes, { _id: viewer._id, name: viewer.name, avatar: viewer.avatar }],
  likesCount: someonesPost.likesCount + 1,
}

const meta = {
  title: 'Components/PostCard',
  component: PostCard,
  subcomponents: { InvalidPostCard, PostCardSkeleton },
  args: { post: someonesPost, onLike: fn(), priority: true },
  argTypes: { ref: { control: false } },
  parameters: { viewer },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 470, margin: '0 auto', padding: '24px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>

export default meta
type Story = StoryObj<typeof meta>

const authorName = (post: Post) => post.user?.name ?? 'Unknown'

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const post = someonesPost
    const author = post.user
    const card = await canvas.findByRole('article', { name: `Post by ${authorName(post)}` })
    const inCard = within(card)
    await expect(inCard.getByRole('link', { name: authorName(post) })).toHaveAttribute(
      'href',
      `/profile/${author?._id}`,
    )
    const photo = inCard.getByRole('img', {
      name: `Photo by ${authorName(post)}: ${post.caption}`,
    })
    // Its box is the feed's square whatever the photo's shape, known before it loads.
    const box = photo.parentElement?.parentElement?.getBoundingClientRect()
    await expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
    await expect(photo).toHaveAttribute('loading', 'eager')
    await expect(photo).toHaveAttribute('fetchpriority', 'high')
    await expect(photo).toHaveAttribute('decoding', 'async')
    await expect(photo.closest('a')).toHaveAttribute('href', `/post/${post._id}`)
    const like = inCard.getByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(inCard.getByText('12 likes')).toBeVisible()
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
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article')
    const photo = within(card).getByRole('img', { name: /^Photo by / })
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await expect(photo).toHaveAttribute('fetchpriority', 'auto')
  },
}

export const Liked: Story = {
  args: { post: likedPost },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article')
    const unlike = within(card).getByRole('button', { name: 'Unlike' })
    await expect(unlike).toHaveAttribute('aria-pressed', 'true')
    await expect(within(card).getByText('13 likes')).toBeVisible()
  },
}

/**
 * A card to read, without `onLike` (a React Server Component's, which cannot pass a function):
 * no like button, and a double click on the photo does nothing; the count, the caption and the
 * links stay.
 */
export const ToRead: Story = {
  args: { onLike: undefined },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article')
    await expect(within(card).queryByRole('button', { name: /like/i })).toBeNull()
    await expect(within(card).getByText('12 likes')).toBeVisible()
    await expect(within(card).getByRole('link', { name: 'Comment' })).toBeVisible()
    await userEvent.dblClick(within(card).getByRole('img', { name: /^Photo by/ }))
    await expect(within(card).getByText('12 likes')).toBeVisible()
  },
}

export const ManyLikes: Story = {
  parameters: { screenshot: false },
  args: { post: { ...someonesPost, likesCount: 1234 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1,234 likes')).toBeVisible()
  },
}

export const OneLike: Story = {
  parameters: { screenshot: false },
  args: { post: { ...someonesPost, likesCount: 1 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 like')).toBeVisible()
  },
}

const longCaptionPost = fixturePost(4, { longCaption: true })

export const LongCaption: Story = {
  args: { post: longCaptionPost },
  play: async ({ canvas }) => {
    const post = longCaptionPost
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

/** An emoji at the cut is kept whole: the caption is counted in characters, not code units. */
export const CutsBetweenCharacters: Story = {
  parameters: { screenshot: false },
  args: { post: { ...someonesPost, caption: `${'a'.repeat(99)}📷📷 and more after the cut` } },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article')
    const caption = within(article).getByRole('button', { name: 'more' }).parentElement
    await expect(caption).toHaveTextContent(`${'a'.repeat(99)}📷... more`)
    // So is the photo's description, cut at the same place.
    await expect(within(article).getByRole('img', { name: /^Photo by / })).toHaveAccessibleName(
      `Photo by ${authorName(someonesPost)}: ${'a'.repeat(99)}📷…`,
    )
  },
}

const muchDiscussedPost = fixturePost(5, { comments: 6 })

export const ManyComments: Story = {
  args: { post: muchDiscussedPost },
  play: async ({ canvas }) => {
    const post = muchDiscussedPost
    const article = await canvas.findByRole('article')
    const viewAll = within(article).getByRole('link', { name: 'View all 6 comments' })
    await expect(viewAll).toHaveAttribute('href', `/post/${post._id}`)
    const shown = within(
      within(article).getByRole('list', { name: 'Latest comments' }),
    ).getAllByRole('listitem')
    await expect(shown).toHaveLength(2)
    // The two latest, oldest of them first.
    const [older, newer] = post.comments.slice(-2)
    await expect(shown[0]).toHaveTextContent(older?.text ?? '')
    await expect(shown[1]).toHaveTextContent(newer?.text ?? '')
  },
}

/** The viewer's own post, new: no likes, no comments. */
const ownNewPost = fixturePost(0, { comments: 0, likes: 0 })

export const NoComments: Story = {
  args: { post: ownNewPost },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: `Post by ${viewer.name}` })
    await expect(within(card).getByText('0 likes')).toBeVisible()
    await expect(within(card).queryByRole('list', { name: 'Latest comments' })).toBeNull()
    await expect(within(card).queryByRole('link', { name: /^View all/ })).toBeNull()
    // The viewer's own post links to the own profile.
    await expect(within(card).getByRole('link', { name: viewer.name })).toHaveAttribute(
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

/** The card's own frame as a placeholder (the feed's loader shows two), hidden from assistive
 * technology and out of reach of the keyboard. */
export const Placeholder: Story = {
  render: () => <PostCardSkeleton />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
    const card = canvas.getByRole('article', { hidden: true })
    await expect(card).toHaveAttribute('aria-hidden', 'true')
    await expect(card.inert).toBe(true)
    // As wide as a card, its photo as square as a card's.
    const photo = card.querySelector('header + *') as HTMLElement
    await expect(photo.getBoundingClientRect().height).toBe(card.getBoundingClientRect().width - 2)
    await expect(canvasElement.querySelectorAll('a, button')).toHaveLength(0)
  },
}

export const MissingPhoto: Story = {
  args: { post: { ...someonesPost, image: 'uploads/missing-photo.jpg' } },
  play: async ({ canvas }) => {
    const post = someonesPost
    const card = await canvas.findByRole('article', { name: `Post by ${authorName(post)}` })
    const name = `Photo by ${authorName(post)}: ${post.caption} (did not load)`
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
 * The story's photo fails to load until `photosDown` is set back to false. The photo gets an
 * address of its own, so that no earlier story's copy in the browser's cache answers for the
 * server.
 */
function photoServerDown({ msw, args }: { msw: MswFixture; args: { post: Post } }) {
  photosDown = true
  const path = args.post.image ?? ''
  args.post = { ...args.post, image: `${path}?visit=${crypto.randomUUID()}` }
  msw.use(http.get(`*/${path}`, () => (photosDown ? HttpResponse.error() : undefined)))
}

/** The server was briefly down: the photo failed, and loads on Retry — no reload needed. */
export const PhotoLoadsAgain: Story = {
  beforeEach: photoServerDown,
  play: async ({ canvas }) => {
    const post = someonesPost
    const card = await canvas.findByRole('article', { name: `Post by ${authorName(post)}` })
    const retry = await within(card).findByRole('button', { name: 'Retry loading the photo' })
    photosDown = false
    await userEvent.click(retry)
    const photo = await within(card).findByRole('img', {
      name: `Photo by ${authorName(post)}: ${post.caption}`,
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
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article')
    await within(card).findByText('The photo did not load.')
    photosDown = false
    await waitFor(
      () => expect(within(card).getByRole('img', { name: /^Photo by / }).tagName).toBe('IMG'),
      { timeout: 5000 },
    )
  },
}

export const PressesLike: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const card = await canvas.findByRole('article')
    await userEvent.click(within(card).getByRole('button', { name: 'Like' }))
    await expect(args.onLike).toHaveBeenCalledOnce()
    await expect(args.onLike).toHaveBeenCalledWith(someonesPost)
  },
}

/** A double-click (a double-tap) on the photo asks for a like. */
export const LikesOnDoubleClick: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const card = await canvas.findByRole('article')
    await userEvent.dblClick(within(card).getByRole('img', { name: /^Photo by / }))
    await expect(args.onLike).toHaveBeenCalledOnce()
    await expect(args.onLike).toHaveBeenCalledWith(someonesPost)
  },
}

/** …and never takes one back. */
export const DoubleClickKeepsALike: Story = {
  parameters: { screenshot: false },
  args: { post: likedPost },
  play: async ({ canvas, args }) => {
    const card = await canvas.findByRole('article')
    await userEvent.dblClick(within(card).getByRole('img', { name: /^Photo by / }))
    await expect(args.onLike).not.toHaveBeenCalled()
    await expect(within(card).getByRole('button', { name: 'Unlike' })).toBeVisible()
  },
}

export const LikePending: Story = {
  args: { post: likedPost, likePending: true },
  play: async ({ canvas, args }) => {
    const card = await canvas.findByRole('article')
    const unlike = within(card).getByRole('button', { name: 'Unlike' })
    // Still focusable and named, but presses wait for the like on its way.
    await expect(unlike).toHaveAttribute('aria-disabled', 'true')
    await expect(unlike).toBeEnabled()
    await userEvent.click(unlike)
    await userEvent.dblClick(within(card).getByRole('img', { name: /^Photo by / }))
    await expect(args.onLike).not.toHaveBeenCalled()
  },
}

export const UnknownAuthor: Story = {
  args: {
    post: { ...someonesPost, user: { name: 'Unknown', avatar: null } },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Post by Unknown' })
    // Nobody to link to.
    await expect(within(card).queryByRole('link', { name: 'Unknown' })).toBeNull()
    await expect(within(card).getByRole('img', { name: /^Photo by Unknown: / })).toBeVisible()
    // A person's outline, not a letter of "Unknown".
    await expect(within(card).queryByText('U')).toBeNull()
  },
}

/** In Arabic, the unknown author's picture is the same outline: no letters of "مستخدم غير معروف". */
export const UnknownAuthorInArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    post: { ...someonesPost, user: { name: 'Unknown', avatar: null } },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'منشور من مستخدم غير معروف' })
    await expect(within(card).getAllByText('مستخدم غير معروف')[0]).toBeVisible()
    await expect(within(card).queryByText('مم')).toBeNull()
  },
}

export const GuardsItsLinks: Story = {
  parameters: { screenshot: false },
  args: { post: muchDiscussedPost, onGuardedNavigation: fn((event) => event.preventDefault()) },
  play: async ({ canvas, args }) => {
    const post = muchDiscussedPost
    const card = await canvas.findByRole('article')
    const inCard = within(card)
    await userEvent.click(inCard.getByRole('link', { name: authorName(post) }))
    await userEvent.click(inCard.getByRole('img', { name: /^Photo by / }))
    await userEvent.click(inCard.getByRole('link', { name: 'Comment' }))
    await userEvent.click(inCard.getByRole('link', { name: /^View all \d+ comments$/ }))
    const hrefs = mocked(args.onGuardedNavigation ?? fn()).mock.calls.map(([event]) =>
      (event.target as Element).closest('a')?.getAttribute('href'),
    )
    const postHref = `/post/${post._id}`
    await expect(hrefs).toEqual([`/profile/${post.user?._id}`, postHref, postHref, postHref])
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { post: longCaptionPost },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article')
    await expect(within(article).getByRole('button', { name: 'more' })).toBeVisible()
  },
}
