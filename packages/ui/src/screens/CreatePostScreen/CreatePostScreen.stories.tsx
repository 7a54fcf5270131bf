import { overrides } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test'
import { storyWorld } from '../../storybook/story-world'
import { CreatePostScreen } from './CreatePostScreen'

const meta = {
  title: 'Screens/CreatePost',
  component: CreatePostScreen,
  args: { onBack: fn(), onPostCreated: fn(), onContinueToFeed: fn() },
} satisfies Meta<typeof CreatePostScreen>

export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** A real 1×1 PNG: the mock backend checks that uploads really are images. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const png = (name = 'photo.png') =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], name, {
    type: 'image/png',
  })

const postButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /^Post(ing\.\.\.)?$/ })

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create new post' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled()
    await expect(canvas.getByText('0/2,200')).toBeVisible()
    const caption = canvas.getByLabelText('Caption')
    await expect(caption).toHaveValue('')
    await expect(caption).toHaveAttribute('maxlength', '2200')
    await expect(canvas.getByLabelText('Select from computer')).toHaveAttribute('accept', 'image/*')
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
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Caption'), 'Golden hour at the pier')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(canvas.getByText('An image is required.')).toBeVisible()
    await expect(canvas.queryByText('A caption is required.')).toBeNull()
    await expect(canvas.getByLabelText('Select from computer')).toHaveFocus()
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Golden hour at the pier')
    // The error goes as soon as an image is chosen.
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png())
    await waitFor(() => expect(canvas.queryByText('An image is required.')).toBeNull())
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const ImageOnlyIsNotEnough: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png())
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
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png())
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(args.onPostCreated).toHaveBeenCalledOnce())
    await expect(canvas.queryByText('Caption must be 2,200 characters or less.')).toBeNull()
  },
}

export const RejectsNonImages: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByLabelText('Select from computer')
    await expect(picker).toHaveAttribute('accept', 'image/*')
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(picker, notes, { applyAccept: false })
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose an image file.')
    await expect(canvas.queryByRole('img', { name: 'Preview of your new post' })).toBeNull()
    // An image after the refusal is taken and clears the message.
    await userEvent.upload(picker, png())
    await expect(await canvas.findByRole('img', { name: 'Preview of your new post' })).toBeVisible()
    await expect(canvas.queryByText('Please choose an image file.')).toBeNull()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

const revoked = fn()

export const PreviewsTheImage: Story = {
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
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png('first.png'))
    const first = await canvas.findByRole('img', { name: 'Preview of your new post' })
    await expect(first.getAttribute('src')).toMatch(/^blob:/)
    const firstUrl = first.getAttribute('src')
    // Another image replaces the preview and gives the first one's URL back.
    await userEvent.upload(canvas.getByLabelText('Change image'), png('second.png'))
    await waitFor(() =>
      expect(
        canvas.getByRole('img', { name: 'Preview of your new post' }).getAttribute('src'),
      ).not.toBe(firstUrl),
    )
    await expect(revoked).toHaveBeenCalledWith(firstUrl)
  },
}

export const CreatesThePost: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/posts', 400, 'post')),
  play: async (context) => {
    const { canvas, canvasElement, args } = context
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png())
    await userEvent.type(canvas.getByLabelText('Caption'), '  Sunday market haul  ')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(await canvas.findByRole('button', { name: 'Posting...' })).toBeDisabled()

    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Post Created!' })
    await expect(args.onPostCreated).toHaveBeenCalledOnce()
    const calls = args.onPostCreated ? mocked(args.onPostCreated).mock.calls : []
    const [postId] = calls[0] ?? []
    await expect(postId).toMatch(/^[A-Za-z0-9]{16}$/)
    // The post really exists, with the caption trimmed and an uploaded image.
    const created = storyWorld(context).backend.db.posts.get(postId ?? '')
    await expect(created?.caption).toBe('Sunday market haul')
    await expect(created?.image).toMatch(/^uploads\//)
    await expect(args.onContinueToFeed).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Feed' }))
    await expect(args.onContinueToFeed).toHaveBeenCalledOnce()
  },
}

export const ClosingTheDialogContinuesToFeed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png())
    await userEvent.type(canvas.getByLabelText('Caption'), 'Escape hatch')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Post Created!' }),
    ).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onContinueToFeed).toHaveBeenCalledOnce())
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull())
    // The post cannot be sent twice.
    await expect(postButton(canvas)).toBeDisabled()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts', 500, 'post')),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png())
    await userEvent.type(canvas.getByLabelText('Caption'), 'Will this one make it?')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to create post. Please try again.',
    )
    // Nothing is lost and the form can be sent again.
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Will this one make it?')
    await expect(canvas.getByRole('img', { name: 'Preview of your new post' })).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled()
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull()
    await expect(args.onPostCreated).not.toHaveBeenCalled()
  },
}

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.offline('/posts', 'post')),
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Select from computer'), png())
    await userEvent.type(canvas.getByLabelText('Caption'), 'Written on the train')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
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
