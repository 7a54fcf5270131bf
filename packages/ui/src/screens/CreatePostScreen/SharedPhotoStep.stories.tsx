import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { readyPhoto } from '../../storybook/view-args'
import { SharedPhotoStep } from './SharedPhotoStep'

/**
 * The new-post screen opened by the phone's share sheet (or any site posting to the share
 * target): what was shared, offered before the form — never put in it until the person says so.
 */
const meta = {
  title: 'Views/SharedPhotoStep',
  component: SharedPhotoStep,
  args: {
    photo: { src: readyPhoto.src, name: 'IMG_2041.jpg' },
    text: 'Sunset from the pier',
    onUse: fn(),
    onDiscard: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SharedPhotoStep>

export default meta
type Story = StoryObj<typeof meta>

/** The photo with its name and text; "Use this photo" and "Discard" report the choice. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create new post' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Use this photo?' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'The shared photo' })).toBeVisible()
    await expect(canvas.getByText('IMG_2041.jpg')).toBeVisible()
    await expect(canvas.getByText('Sunset from the pier')).toBeVisible()
    await expect(canvas.getByText(/Nothing goes into your post unless you use it/)).toBeVisible()
    // No unsent post: nothing is said to be replaced.
    await expect(canvas.queryByRole('status')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }))
    await expect(args.onDiscard).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Use this photo' }))
    await expect(args.onUse).toHaveBeenCalledOnce()
  },
}

/** An unsent post waits: the step says what using the share replaces of it. */
export const OverAnUnsentPost: Story = {
  args: { replacesDraft: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Using it replaces the photo and caption of your unsent post.',
    )
  },
}

/** A photo without text over an unsent post: its caption stays. */
export const PhotoOnlyOverAnUnsentPost: Story = {
  args: { replacesDraft: true, text: undefined },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Caption')).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Using it replaces the photo of your unsent post; its caption stays.',
    )
  },
}

/** Text without a photo (a link shared from a browser, say): offered as the caption. */
export const TextOnly: Story = {
  args: { photo: undefined, replacesDraft: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Use this text?' })).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Using it replaces the caption of your unsent post; its photo stays.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Use this text' }))
    await expect(args.onUse).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { replacesDraft: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Use this photo?' })).toBeVisible()
  },
}

/** In Spanish: the step's every text from the catalogue. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  args: { replacesDraft: true },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '¿Usar esta foto?' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Usarla reemplaza la foto y la descripción de la publicación que no enviaste.',
    )
    await expect(canvas.getByRole('button', { name: 'Usar esta foto' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Descartar' })).toBeEnabled()
  },
}

/** In Arabic, right to left. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  args: { replacesDraft: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'هل تستخدم هذه الصورة؟' }),
    ).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'الصورة التي تمت مشاركتها' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'استخدام هذه الصورة' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'تجاهل' })).toBeEnabled()
  },
}
