import { overrides } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { heldPhotoPreparation } from '../../storybook/held-photos'
import {
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_UNREADABLE,
} from '../../storybook/photo-messages'
import {
  heicFile,
  photographFile,
  textFile,
  tooLargeFile,
  unreadableFile,
} from '../../storybook/story-photos'
import { storyWorld } from '../../storybook/story-world'
import { CreatePostScreen, type CreatePostScreenProps } from './CreatePostScreen'

const meta = {
  title: 'Screens/CreatePost',
  component: CreatePostScreen,
  args: {
    onBack: fn(),
    onPostCreated: fn(),
    onContinueToFeed: fn(),
    onSharedUsed: fn(),
    onSharedDiscarded: fn(),
  },
} satisfies Meta<typeof CreatePostScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const postButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^Post(ing\.\.\.)?$/ })

/** Chooses a photo and waits for it to be ready to edit (decoded in the photo worker). */
async function choosePhoto(canvas: Canvas, file?: File) {
  const picker =
    canvas.queryByLabelText('Select from computer') ?? canvas.getByLabelText('Change photo')
  await userEvent.upload(picker, file ?? (await photographFile()))
  return canvas.findByRole('application', { name: 'Crop the photo' }, { timeout: 15_000 })
}

/** The size of the image the mock backend stored for a post. */
async function storedImage(context: Parameters<NonNullable<Story['play']>>[0], postId: string) {
  const { backend } = storyWorld(context)
  const path = backend.db.posts.get(postId)?.image ?? ''
  const upload = backend.db.uploads.get(path)
  if (!upload) throw new Error(`No upload stored at ${path}`)
  const bitmap = await createImageBitmap(new Blob([upload.bytes.slice()]))
  return { type: upload.contentType, width: bitmap.width, height: bitmap.height }
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create new post' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled()
    await expect(canvas.getByText('0/2,200')).toBeVisible()
    const caption = canvas.getByLabelText('Caption')
    await expect(caption).toHaveValue('')
    await expect(caption).toHaveAttribute('maxlength', '2200')
    await expect(canvas.getByLabelText('Select from computer')).toHaveAttribute(
      'accept',
      'image/*,.heic,.heif',
    )
    // The author line shows who is posting.
    await expect(canvas.getByText('Jamie Rivera')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const GoesBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const ShowsErrorsOnEmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(canvas.getByText('An image is required.')).toBeVisible()
    await expect(canvas.getByText('A caption is required.')).toBeVisible()
    // The first invalid field, the image picker, gets focus.
    await expect(canvas.getByLabelText('Select from computer')).toHaveFocus()
    await expect(canvas.getByLabelText('Caption')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const CaptionOnlyIsNotEnough: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Caption'), 'Golden hour at the pier')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(canvas.getByText('An image is required.')).toBeVisible()
    await expect(canvas.queryByText('A caption is required.')).toBeNull()
    await expect(canvas.getByLabelText('Select from computer')).toHaveFocus()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Golden hour at the pier')
    // The error goes as soon as a photo is chosen.
    await choosePhoto(canvas)
    await waitFor(() => expect(canvas.queryByText('An image is required.')).toBeNull())
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const ImageOnlyIsNotEnough: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await choosePhoto(canvas)
    // Spaces alone are not a caption.
    await userEvent.type(canvas.getByLabelText('Caption'), '   ')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(canvas.getByText('A caption is required.')).toBeVisible()
    await expect(canvas.queryByText('An image is required.')).toBeNull()
    await expect(canvas.getByLabelText('Caption')).toHaveFocus()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const CaptionCounter: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Caption'), 'Hello')
    await expect(canvas.getByText('5/2,200')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Caption'), ' world')
    await expect(canvas.getByText('11/2,200')).toBeVisible()
    await userEvent.clear(canvas.getByLabelText('Caption'))
    await expect(canvas.getByText('0/2,200')).toBeVisible()
  },
}

export const CaptionMaximum: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const caption = canvas.getByLabelText('Caption')
    await userEvent.click(caption)
    await userEvent.paste('a'.repeat(1233))
    await expect(canvas.getByText('1,233/2,200')).toBeVisible()
    await userEvent.paste('b'.repeat(2199 - 1233))
    await userEvent.type(caption, 'yz')
    // The textarea refuses the 2,201st character.
    await expect(canvas.getByText('2,200/2,200')).toBeVisible()
    await expect((caption as HTMLTextAreaElement).value).toHaveLength(2200)
    await expect((caption as HTMLTextAreaElement).value.endsWith('by')).toBe(true)
    // Exactly 2,200 characters are accepted.
    await choosePhoto(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(args.onPostCreated).toHaveBeenCalledOnce(), { timeout: 10_000 })
    await expect(canvas.queryByText('Caption must be 2,200 characters or less.')).toBeNull()
  },
}

/** A chosen photo is prepared off the page's thread, then offered for editing. */
export const ChoosesAPhoto: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Caption'), 'Drum circle on Sunday')
    await userEvent.upload(canvas.getByLabelText('Select from computer'), await photographFile())
    const crop = await canvas.findByRole(
      'application',
      { name: 'Crop the photo' },
      { timeout: 15_000 },
    )
    await expect(crop).toBeVisible()
    // The defaults post the whole photo as it is: its own shape, upright, not zoomed.
    await expect(canvas.getByRole('radio', { name: 'Original shape' })).toBeChecked()
    await expect(canvas.getByLabelText('Change photo')).toBeEnabled()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Drum circle on Sunday')
  },
}

/** An iPhone's HEIC: "Preparing photo…" while its decoder loads, then the photo, upright. */
export const ChoosesAPhonePhoto: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Select from computer'), await heicFile())
    await expect(await canvas.findByRole('status')).toHaveTextContent('Preparing photo…')
    await expect(
      await canvas.findByRole('application', { name: 'Crop the photo' }, { timeout: 20_000 }),
    ).toBeVisible()
  },
}

const revoked = fn()

/** Another photo replaces the first, whose memory is given back. */
export const ReplacesThePhoto: Story = {
  parameters: { screenshot: false },
  beforeEach: () => {
    // Watch the object URLs being given back without changing what revoking does.
    const revoke = URL.revokeObjectURL.bind(URL)
    revoked.mockReset()
    URL.revokeObjectURL = (url: string) => {
      revoked(url)
      revoke(url)
    }
    return () => {
      URL.revokeObjectURL = revoke
    }
  },
  play: async ({ canvas, canvasElement }) => {
    const shown = () => canvasElement.querySelector<HTMLImageElement>('img[src^="blob:"]')?.src
    await choosePhoto(canvas)
    const first = shown()
    await expect(first).toMatch(/^blob:/)
    await userEvent.upload(
      canvas.getByLabelText('Change photo'),
      await photographFile('photo-05.jpg', 'IMG_2042.jpg'),
    )
    await waitFor(
      () => {
        expect(shown()).toMatch(/^blob:/)
        expect(shown()).not.toBe(first)
      },
      { timeout: 15_000 },
    )
    await expect(revoked).toHaveBeenCalledWith(first)
  },
}

export const RejectsNonImages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Select from computer'), textFile(), {
      applyAccept: false,
    })
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PHOTO_NOT_AN_IMAGE)
    await expect(canvas.queryByRole('application')).toBeNull()
    // A photo after the refusal is taken and clears the message.
    await choosePhoto(canvas)
    await expect(canvas.queryByText(PHOTO_NOT_AN_IMAGE)).toBeNull()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const RejectsATooLargePhoto: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Caption'), 'The whole valley')
    await userEvent.upload(canvas.getByLabelText('Select from computer'), tooLargeFile())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE)
    await expect(canvas.getByLabelText('Caption')).toHaveValue('The whole valley')
  },
}

/** A file no decoder can read: the photo chosen before stays, as does the caption. */
export const RejectsAnUnreadablePhoto: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Caption'), 'Take two')
    await choosePhoto(canvas)
    await userEvent.upload(canvas.getByLabelText('Change photo'), unreadableFile())
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      PHOTO_UNREADABLE,
    )
    await expect(canvas.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Take two')
  },
}

export const CreatesThePost: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/posts', 400, 'post')),
  play: async (context) => {
    const { canvas, args } = context
    await choosePhoto(canvas)
    await userEvent.type(canvas.getByLabelText('Caption'), '  Sunday market haul  ')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(await canvas.findByRole('button', { name: 'Posting...' })).toBeDisabled()

    const dialog = await screen.findByRole('dialog', { name: 'Post Created!' }, { timeout: 10_000 })
    await expect(args.onPostCreated).toHaveBeenCalledOnce()
    const calls = args.onPostCreated ? mocked(args.onPostCreated).mock.calls : []
    const [postId] = calls[0] ?? []
    await expect(postId).toMatch(/^[A-Za-z0-9]{16}$/)
    // The post really exists, with the caption trimmed and the prepared photo: the whole
    // 640×800 photograph, re-encoded.
    const created = storyWorld(context).backend.db.posts.get(postId ?? '')
    await expect(created?.caption).toBe('Sunday market haul')
    await expect(await storedImage(context, postId ?? '')).toEqual({
      type: 'image/webp',
      width: 640,
      height: 800,
    })
    await expect(args.onContinueToFeed).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Feed' }))
    await expect(args.onContinueToFeed).toHaveBeenCalledOnce()
  },
}

/** What the share brings: the photo's name and its text. */
const SHARED_CONTENT = ['IMG_2041.jpg', 'Sunset from the pier']

/** The screen as the app opens it after a share: with the photo (a seeded one) and text. */
function SharedFromTheGallery(props: CreatePostScreenProps) {
  const [photo, setPhoto] = useState<File>()
  useEffect(() => {
    void photographFile().then(setPhoto)
  }, [])
  return photo ? (
    <CreatePostScreen {...props} shared={{ photo, text: '  Sunset from the pier  ' }} />
  ) : null
}

/**
 * Opened by the system's share sheet with a photo from the gallery and its text: asked first,
 * "Use this photo?"; used, the form starts from both, the photo prepared as any picked one,
 * and posts it.
 */
export const FromTheShareSheet: Story = {
  render: (args) => <SharedFromTheGallery {...args} />,
  parameters: { pseudoLocale: { storyContent: SHARED_CONTENT } },
  play: async (context) => {
    const { canvas, args } = context
    await canvas.findByRole('heading', { level: 2, name: 'Use this photo?' })
    await expect(await canvas.findByRole('img', { name: 'The shared photo' })).toBeVisible()
    await expect(canvas.getByText('Sunset from the pier')).toBeVisible()
    // Nothing is in the form until the person says so.
    await expect(canvas.queryByLabelText('Caption')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Use this photo' }))
    await expect(args.onSharedUsed).toHaveBeenCalledOnce()
    await expect(
      await canvas.findByRole('application', { name: 'Crop the photo' }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Sunset from the pier')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await screen.findByRole('dialog', { name: 'Post Created!' }, { timeout: 10_000 })
    const [postId] = args.onPostCreated ? (mocked(args.onPostCreated).mock.calls[0] ?? []) : []
    const created = storyWorld(context).backend.db.posts.get(postId ?? '')
    await expect(created?.caption).toBe('Sunset from the pier')
    await expect(await storedImage(context, postId ?? '')).toEqual({
      type: 'image/webp',
      width: 640,
      height: 800,
    })
  },
}

/** "Discard": the form as it would have been without the share, nothing of it taken. */
export const DiscardsTheShare: Story = {
  render: (args) => <SharedFromTheGallery {...args} />,
  parameters: { screenshot: false, pseudoLocale: { storyContent: SHARED_CONTENT } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }))
    await expect(args.onSharedDiscarded).toHaveBeenCalledOnce()
    await expect(args.onSharedUsed).not.toHaveBeenCalled()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('')
    await expect(canvas.getByLabelText('Select from computer')).toBeEnabled()
    await expect(canvas.queryByRole('application', { name: 'Crop the photo' })).toBeNull()
  },
}

/** A share larger than a photo may be was refused before it was read: the form says so. */
export const ShareRefused: Story = {
  args: { shareRefused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'What was shared was not taken: it is larger than 50 MB.',
    )
    await expect(canvas.getByLabelText('Caption')).toHaveValue('')
  },
}

const held = heldPhotoPreparation()

/**
 * "Post" pressed while the photo is still being prepared — and pressed again: the button says
 * it waits, and the post goes the moment the photo is ready, once.
 */
export const PostsWhileThePhotoIsPrepared: Story = {
  // The waiting button is pictured by the view's story (Views/CreatePost › Waiting For The Photo).
  parameters: { screenshot: false },
  decorators: [held.decorator],
  beforeEach: held.hold,
  play: async (context) => {
    const { canvas, args } = context
    const { backend } = storyWorld(context)
    const postsBefore = backend.db.posts.size
    await userEvent.type(canvas.getByLabelText('Caption'), 'Fresh from the oven')
    await userEvent.upload(canvas.getByLabelText('Select from computer'), await photographFile())
    await expect(await canvas.findByRole('status')).toHaveTextContent('Preparing photo…')

    await userEvent.dblClick(postButton(canvas))
    const waiting = canvas.getByRole('button', { name: 'Preparing photo…' })
    await expect(waiting).toHaveAttribute('aria-busy', 'true')
    await expect(waiting).toBeDisabled()
    await expect(canvas.getByLabelText('Caption')).toBeDisabled()
    // Another press (Enter, or one that came before the button changed) is the same press.
    canvas.getByRole<HTMLFormElement>('form', { name: 'Create new post' }).requestSubmit()
    await expect(backend.db.posts.size).toBe(postsBefore)

    held.release()
    await screen.findByRole('dialog', { name: 'Post Created!' }, { timeout: 15_000 })
    await expect(args.onPostCreated).toHaveBeenCalledOnce()
    await expect(backend.db.posts.size).toBe(postsBefore + 1)
    const [postId] = mocked(args.onPostCreated ?? fn()).mock.calls[0] ?? []
    await expect(backend.db.posts.get(postId ?? '')?.caption).toBe('Fresh from the oven')
  },
}

/** Pressed while a file is prepared that turns out unusable: nothing is sent, the form is back
 * with the file's message. */
export const PostWhileAnUnusablePhotoIsPrepared: Story = {
  parameters: { screenshot: false },
  decorators: [held.decorator],
  beforeEach: held.hold,
  play: async (context) => {
    const { canvas, args } = context
    const { backend } = storyWorld(context)
    const postsBefore = backend.db.posts.size
    await userEvent.type(canvas.getByLabelText('Caption'), 'Take two')
    await userEvent.upload(canvas.getByLabelText('Select from computer'), unreadableFile())
    await userEvent.click(postButton(canvas))
    await expect(canvas.getByRole('button', { name: 'Preparing photo…' })).toBeDisabled()
    held.release()
    await expect(await canvas.findByText(PHOTO_UNREADABLE, {}, { timeout: 15_000 })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Post' })).toBeEnabled()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Take two')
    await expect(backend.db.posts.size).toBe(postsBefore)
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

/** The shape chosen in the editor is the shape posted. */
export const PostsASquareCrop: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, args } = context
    await choosePhoto(canvas)
    await userEvent.click(canvas.getByRole('radio', { name: 'Square, 1:1' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate 90° clockwise' }))
    await userEvent.type(canvas.getByLabelText('Caption'), 'Squared up')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(args.onPostCreated).toHaveBeenCalledOnce(), { timeout: 10_000 })
    const [postId] = mocked(args.onPostCreated ?? fn()).mock.calls[0] ?? []
    const stored = await storedImage(context, String(postId))
    await expect(stored.width).toBe(stored.height)
    await expect(stored.width).toBe(640)
  },
}

export const PostsAPortraitCrop: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, args } = context
    await choosePhoto(canvas, await photographFile('photo-05.jpg'))
    await userEvent.click(canvas.getByRole('radio', { name: 'Portrait, 4:5' }))
    await userEvent.type(canvas.getByLabelText('Caption'), 'Portrait')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(args.onPostCreated).toHaveBeenCalledOnce(), { timeout: 10_000 })
    const [postId] = mocked(args.onPostCreated ?? fn()).mock.calls[0] ?? []
    const stored = await storedImage(context, String(postId))
    await expect(stored.width / stored.height).toBeCloseTo(0.8, 2)
  },
}

export const PostsALandscapeCrop: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, args } = context
    await choosePhoto(canvas)
    await userEvent.click(canvas.getByRole('radio', { name: 'Landscape, 1.91:1' }))
    await userEvent.type(canvas.getByLabelText('Caption'), 'Wide')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(args.onPostCreated).toHaveBeenCalledOnce(), { timeout: 10_000 })
    const [postId] = mocked(args.onPostCreated ?? fn()).mock.calls[0] ?? []
    const stored = await storedImage(context, String(postId))
    await expect(stored.width / stored.height).toBeCloseTo(1.91, 1)
  },
}

/** The upload shows its progress and can be stopped; the form is left exactly as it was. */
export const CancelsTheUpload: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts', 'post')),
  play: async ({ canvas, args }) => {
    await choosePhoto(canvas)
    await userEvent.click(canvas.getByRole('radio', { name: 'Square, 1:1' }))
    await userEvent.type(canvas.getByLabelText('Caption'), 'Second thoughts')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    const progress = await canvas.findByRole(
      'progressbar',
      { name: 'Uploading photo' },
      { timeout: 10_000 },
    )
    await expect(progress).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Upload cancelled.')
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Second thoughts')
    await expect(canvas.getByLabelText('Caption')).toBeEnabled()
    await expect(canvas.getByRole('radio', { name: 'Square, 1:1' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

/** While the photo goes up: a progress bar with Cancel, and nothing else can change. */
export const Uploading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts', 'post')),
  play: async ({ canvas }) => {
    await choosePhoto(canvas)
    await userEvent.type(canvas.getByLabelText('Caption'), 'On its way')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading photo' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Posting...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Rotate 90° clockwise' })).toBeDisabled()
  },
}

export const ClosingTheDialogContinuesToFeed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await choosePhoto(canvas)
    await userEvent.type(canvas.getByLabelText('Caption'), 'Escape hatch')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(
      await screen.findByRole('dialog', { name: 'Post Created!' }, { timeout: 10_000 }),
    ).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onContinueToFeed).toHaveBeenCalledOnce())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The post cannot be sent twice.
    await expect(postButton(canvas)).toBeDisabled()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts', 500, 'post')),
  play: async ({ canvas, args }) => {
    await choosePhoto(canvas)
    await userEvent.type(canvas.getByLabelText('Caption'), 'Will this one make it?')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to create post. Please try again.',
    )
    // Nothing is lost and the form can be sent again.
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Will this one make it?')
    await expect(canvas.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled()
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/posts', 'post')),
  play: async ({ canvas, args }) => {
    await choosePhoto(canvas)
    await userEvent.type(canvas.getByLabelText('Caption'), 'Written on the train')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to create post. Please try again.',
    )
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Written on the train')
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Caption'), 'Night walk')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(canvas.getByText('An image is required.')).toBeVisible()
    await expect(canvas.getByText('10/2,200')).toBeVisible()
  },
}

/** In Spanish: every text of the screen from the catalogue, the photo's problems and the
 * upload's progress too. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts', 'post')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear publicación' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Atrás' })).toBeEnabled()
    await expect(canvas.getByText('Elige una foto para compartir')).toBeVisible()
    await expect(canvas.getByLabelText('Descripción')).toHaveAttribute(
      'placeholder',
      'Escribe una descripción...',
    )
    await userEvent.upload(canvas.getByLabelText('Elegir del dispositivo'), tooLargeFile())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La foto puede pesar como máximo 50 MB.',
    )
    await userEvent.upload(canvas.getByLabelText('Elegir del dispositivo'), await photographFile())
    await canvas.findByRole('application', { name: 'Recortar la foto' }, { timeout: 15_000 })
    await expect(canvas.getByRole('radio', { name: 'Cuadrado, 1:1' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Horizontal, 1,91:1' })).toHaveTextContent(
      '1,91:1',
    )
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Mercado del domingo')
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }))
    await expect(
      await canvas.findByRole('progressbar', { name: 'Subiendo la foto' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Publicando...' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar la subida' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Subida cancelada.')
  },
}

/** In Arabic, right to left: the form and the photo's editor. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('heading', { level: 1, name: 'إنشاء منشور جديد' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'نشر' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'رجوع' })).toBeEnabled()
    await expect(canvas.getByText('اختر صورة لمشاركتها')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('الوصف'), 'سوق الأحد')
    await userEvent.upload(canvas.getByLabelText('اختيار من الجهاز'), await photographFile())
    await expect(
      await canvas.findByRole('application', { name: 'قص الصورة' }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'الشكل الأصلي' })).toBeChecked()
    await expect(canvas.getByLabelText('تغيير الصورة')).toBeEnabled()
    await expect(
      canvas.getByRole('button', { name: /^تدوير .+ درجة باتجاه عقارب الساعة$/ }),
    ).toBeEnabled()
    await expect(canvas.getByRole('tab', { name: 'الفلاتر' })).toBeVisible()
  },
}
