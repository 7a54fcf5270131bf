import { type MockBackend, overrides, type PostRecord, scenarios } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, type within } from 'storybook/test'
import { heldPhotoPreparation } from '../../storybook/held-photos'
import { PHOTO_NOT_AN_IMAGE } from '../../storybook/photo-messages'
import { photographFile, textFile } from '../../storybook/story-photos'
import { storyWorld } from '../../storybook/story-world'
import { EditPostScreen } from './EditPostScreen'

/** The demo account's newest post: the one these stories edit unless they say otherwise. */
function ownPost(backend: MockBackend): PostRecord {
  const post = scenarios.postsOf(backend, scenarios.demoUser(backend)._id)[0]
  if (!post) throw new Error('The demo account has no post.')
  return post
}

/** The friend's newest post: someone else's, which the demo account may not edit. */
function friendsPost(backend: MockBackend): PostRecord {
  const post = scenarios.postsOf(backend, scenarios.friendUser(backend)._id)[0]
  if (!post) throw new Error('The friend has no post.')
  return post
}

type Context = Parameters<typeof storyWorld>[0]
const backendOf = (context: Context) => storyWorld(context).backend

const meta = {
  title: 'Screens/EditPost',
  component: EditPostScreen,
  // An empty `postId` stands for the demo account's newest post, looked up in the story's world.
  args: { postId: '', onLoadFailed: fn(), onPostUpdated: fn() },
  render: (args, context) => (
    <EditPostScreen {...args} postId={args.postId || ownPost(backendOf(context))._id} />
  ),
} satisfies Meta<typeof EditPostScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Chooses a replacement photo and waits for it to be ready to edit. */
async function choosePhoto(canvas: ReturnType<typeof within>) {
  await userEvent.upload(canvas.getByLabelText('Change Image'), await photographFile())
  return canvas.findByRole('application', { name: 'Crop the photo' }, { timeout: 15_000 })
}

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context
    const post = ownPost(backendOf(context))
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible()
    const caption = await canvas.findByLabelText('Caption')
    await expect(caption).toHaveValue(post.caption)
    await expect(caption).toHaveAttribute('rows', '8')
    await expect(caption).toHaveAttribute('maxlength', '2200')
    await expect(caption).toBeRequired()
    await expect(canvas.getByText(`${post.caption.length}/2,200`)).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Your post as it is now' })).toHaveAttribute(
      'src',
      `/${post.image}`,
    )
    await expect(canvas.getByLabelText('Change Image')).toHaveAttribute(
      'accept',
      'image/*,.heic,.heif',
    )
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/post/${post._id}`,
    )
    await expect(canvas.getByRole('button', { name: 'Update Post' })).toBeEnabled()
    await expect(context.args.onLoadFailed).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts/:id', 'get')),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByLabelText('Caption')).toBeNull()
    await expect(args.onLoadFailed).not.toHaveBeenCalled()
  },
}

export const NotFound: Story = {
  args: { postId: 'NoSuchPost000000' },
  play: async ({ canvas, args }) => {
    await expect(await screen.findByText('Failed to load post')).toBeVisible()
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledOnce())
    await expect(canvas.getByText('Post not found.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/')
    await expect(canvas.queryByLabelText('Caption')).toBeNull()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id', 500, 'get')),
  play: async ({ canvas, args }) => {
    await expect(await screen.findByText('Failed to load post')).toBeVisible()
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledOnce())
    await expect(canvas.getByText('Could not load this post.')).toBeVisible()
    // Retrying (and failing again) neither toasts nor reports a second time.
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled())
    await expect(screen.getAllByText('Failed to load post')).toHaveLength(1)
    await expect(args.onLoadFailed).toHaveBeenCalledOnce()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/posts/:id', 'get')),
  play: async ({ canvas, args }) => {
    await expect(await screen.findByText('Failed to load post')).toBeVisible()
    await waitFor(() => expect(args.onLoadFailed).toHaveBeenCalledOnce())
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const RefreshFailed: Story = {
  play: async (context) => {
    const { canvas, args, msw } = context
    const caption = await canvas.findByLabelText('Caption')
    await userEvent.type(caption, ' (draft)')
    // The post is loaded; a later refresh (coming back online) fails. SWR skips refreshes within
    // 2 s of the load, so the event repeats until one gets through.
    msw.use(overrides.failing('/posts/:id', 500, 'get'))
    const notice = 'Could not refresh this post: you are editing the version loaded earlier.'
    await waitFor(
      () => {
        window.dispatchEvent(new Event('online'))
        expect(canvas.getByText(notice)).toBeVisible()
      },
      { timeout: 5000, interval: 250 },
    )
    // A notice, not a failure: the form and what was typed stay.
    await expect(caption).toHaveValue(`${ownPost(backendOf(context)).caption} (draft)`)
    await expect(canvas.getByRole('button', { name: 'Update Post' })).toBeEnabled()
    await expect(args.onLoadFailed).not.toHaveBeenCalled()
  },
}

export const NotTheOwner: Story = {
  render: (args, context) => (
    <EditPostScreen {...args} postId={friendsPost(backendOf(context))._id} />
  ),
  play: async (context) => {
    const { canvas, args } = context
    const post = friendsPost(backendOf(context))
    await expect(await canvas.findByText('You can only edit your own posts.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to post' })).toHaveAttribute(
      'href',
      `/post/${post._id}`,
    )
    await expect(canvas.queryByLabelText('Caption')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Update Post' })).toBeNull()
    await expect(args.onLoadFailed).not.toHaveBeenCalled()
  },
}

export const CaptionRequired: Story = {
  play: async (context) => {
    const { canvas, args } = context
    const before = ownPost(backendOf(context)).caption
    const caption = await canvas.findByLabelText('Caption')
    await userEvent.clear(caption)
    await userEvent.type(caption, '   ')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(canvas.getByText('A caption is required.')).toBeVisible()
    await expect(caption).toHaveFocus()
    await expect(caption).toHaveAttribute('aria-invalid', 'true')
    // Nothing was sent.
    await expect(ownPost(backendOf(context)).caption).toBe(before)
    await expect(args.onPostUpdated).not.toHaveBeenCalled()
    // The error follows the typing once shown.
    await userEvent.type(caption, 'Back again')
    await waitFor(() => expect(canvas.queryByText('A caption is required.')).toBeNull())
  },
}

export const RefusesAnOverlongCaption: Story = {
  // A caption saved before the limit (the real server accepts anything): it must be shortened.
  parameters: {
    world: (backend: MockBackend) => {
      ownPost(backend).caption = 'x'.repeat(2300)
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('2,300/2,200')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(canvas.getByText('Caption must be 2,200 characters or less.')).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toHaveFocus()
    await expect(args.onPostUpdated).not.toHaveBeenCalled()
  },
}

export const ChangesTheImage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Your post as it is now' })
    // The new photo is offered for cropping, zooming and turning, like a new post's.
    await expect(await choosePhoto(canvas)).toBeVisible()
    await expect(canvas.queryByRole('img', { name: 'Your post as it is now' })).toBeNull()
    // Changing one's mind brings the current image back.
    await userEvent.click(canvas.getByRole('button', { name: 'Keep current image' }))
    await expect(canvas.getByRole('img', { name: 'Your post as it is now' })).toBeVisible()
    await expect(canvas.queryByRole('application')).toBeNull()
    await expect(await choosePhoto(canvas)).toBeVisible()
  },
}

export const RejectsNonImages: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Your post as it is now' })
    await userEvent.upload(canvas.getByLabelText('Change Image'), textFile(), {
      applyAccept: false,
    })
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PHOTO_NOT_AN_IMAGE)
    await expect(canvas.getByRole('img', { name: 'Your post as it is now' })).toBeVisible()
    await expect(canvas.queryByRole('application')).toBeNull()
  },
}

export const UpdatesThePost: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/posts/:id', 400, 'patch')),
  play: async (context) => {
    const { canvas, args } = context
    const post = ownPost(backendOf(context))
    const oldImage = post.image
    const caption = await canvas.findByLabelText('Caption')
    await userEvent.clear(caption)
    await userEvent.type(caption, 'Edited: the light was even better later')
    await choosePhoto(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(await canvas.findByRole('button', { name: 'Updating Post...' })).toBeDisabled()

    await expect(
      await canvas.findByRole('button', { name: 'Post Updated!' }, { timeout: 10_000 }),
    ).toBeDisabled()
    const overlay = canvas.getByRole('status')
    await expect(overlay).toHaveTextContent('Post Updated Successfully!')
    await expect(overlay).toHaveTextContent('Redirecting to your post...')
    // The app is told only once the overlay has had its time.
    await expect(args.onPostUpdated).not.toHaveBeenCalled()
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'fading'), { timeout: 3000 })
    await waitFor(() => expect(args.onPostUpdated).toHaveBeenCalledWith(post._id), {
      timeout: 3000,
    })
    await expect(args.onPostUpdated).toHaveBeenCalledOnce()

    const saved = ownPost(backendOf(context))
    await expect(saved.caption).toBe('Edited: the light was even better later')
    await expect(saved.image).not.toBe(oldImage)
    // The prepared photo, not the file as chosen.
    await expect(saved.image).toMatch(/^uploads\/.+\.webp$/)
  },
}

const held = heldPhotoPreparation()
const patches = fn()

/**
 * "Update Post" pressed while the new image is still being prepared — and pressed again: the
 * button says it waits, and the post is updated the moment the image is ready, once.
 */
export const UpdatesWhileTheImageIsPrepared: Story = {
  parameters: { screenshot: false },
  decorators: [held.decorator],
  beforeEach: ({ msw }) => {
    patches.mockReset()
    msw.use(overrides.observed('/posts/:id', 'patch', patches))
    return held.hold()
  },
  play: async (context) => {
    const { canvas, args } = context
    const oldImage = ownPost(backendOf(context)).image
    await canvas.findByRole('img', { name: 'Your post as it is now' })
    await userEvent.upload(canvas.getByLabelText('Change Image'), await photographFile())
    await expect(await canvas.findByText('Preparing photo…')).toBeVisible()

    await userEvent.dblClick(canvas.getByRole('button', { name: 'Update Post' }))
    const waiting = canvas.getByRole('button', { name: 'Preparing photo…' })
    await expect(waiting).toHaveAttribute('aria-busy', 'true')
    await expect(waiting).toBeDisabled()
    canvas.getByRole<HTMLFormElement>('form', { name: 'Edit post' }).requestSubmit()
    await expect(patches).not.toHaveBeenCalled()

    held.release()
    await expect(
      await canvas.findByRole('button', { name: 'Post Updated!' }, { timeout: 15_000 }),
    ).toBeDisabled()
    await expect(patches).toHaveBeenCalledOnce()
    await waitFor(() => expect(args.onPostUpdated).toHaveBeenCalledOnce(), { timeout: 3000 })
    await expect(ownPost(backendOf(context)).image).not.toBe(oldImage)
  },
}

export const UpdateFails: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id', 500, 'patch')),
  play: async ({ canvas, args }) => {
    const caption = await canvas.findByLabelText('Caption')
    await userEvent.clear(caption)
    await userEvent.type(caption, 'Keep this text safe')
    await choosePhoto(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(
      await screen.findByText('Failed to update post', {}, { timeout: 10_000 }),
    ).toBeVisible()
    // The form is back, with everything kept.
    await expect(canvas.getByRole('button', { name: 'Update Post' })).toBeEnabled()
    await expect(caption).toBeEnabled()
    await expect(caption).toHaveValue('Keep this text safe')
    await expect(canvas.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
    await expect(args.onPostUpdated).not.toHaveBeenCalled()
  },
}

/** A replacement's upload can be stopped: the form stays as it was, the post unchanged. */
export const CancelsTheUpload: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts/:id', 'patch')),
  play: async (context) => {
    const { canvas, args } = context
    const before = ownPost(backendOf(context))
    const caption = await canvas.findByLabelText('Caption')
    await userEvent.type(caption, ' (edited)')
    await choosePhoto(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading photo' }, { timeout: 10_000 }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }))
    await expect(await screen.findByText('Upload cancelled.')).toBeVisible()
    await expect(caption).toHaveValue(`${before.caption} (edited)`)
    await expect(caption).toBeEnabled()
    await expect(canvas.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Update Post' })).toBeEnabled()
    await expect(ownPost(backendOf(context)).image).toBe(before.image)
    await expect(args.onPostUpdated).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const caption = await canvas.findByLabelText('Caption')
    await userEvent.clear(caption)
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(canvas.getByText('A caption is required.')).toBeVisible()
    await expect(canvas.getByText('0/2,200')).toBeVisible()
  },
}
