import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test'
import { INITIAL_PHOTO_EDIT, type PhotoEditValue } from '../../photo'
import { PhotoEditor, type PhotoEditorProps } from './PhotoEditor'

/** The editor keeps no state: this host applies its changes, as a form would. */
function Host(props: PhotoEditorProps) {
  const [value, setValue] = useState(props.value)
  return (
    <PhotoEditor
      {...props}
      value={value}
      onChange={(change) => {
        props.onChange(change)
        setValue((current) => ({ ...current, ...change }))
      }}
    />
  )
}

const meta = {
  title: 'Components/PhotoEditor',
  component: PhotoEditor,
  // A seeded photograph, 640×800 (portrait).
  args: {
    src: '/uploads/photo-02.jpg',
    size: { width: 640, height: 800 },
    value: INITIAL_PHOTO_EDIT,
    onChange: fn(),
    shape: 'post',
  },
  render: (args) => <Host {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoEditor>

export default meta
type Story = StoryObj<typeof meta>

const withAspect = (aspect: PhotoEditValue['aspect']): PhotoEditValue => ({
  ...INITIAL_PHOTO_EDIT,
  aspect,
})

/** Untouched: the whole photo in its own shape, ready to post as it is. */
export const Original: Story = {
  play: async ({ canvas }) => {
    const crop = await canvas.findByRole('application', { name: 'Crop the photo' })
    await expect(crop).toHaveAccessibleDescription(/arrow keys/)
    await expect(canvas.getByRole('radio', { name: 'Original shape' })).toBeChecked()
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    )
    await expect(canvas.getByRole('button', { name: 'Rotate 90° clockwise' })).toBeEnabled()
  },
}

export const Square: Story = {
  args: { value: withAspect('square') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Square, 1:1' })).toBeChecked()
    const crop = await canvas.findByRole('application')
    await waitFor(() => expect(aspectOf(crop)).toBeCloseTo(1, 1))
  },
}

export const Portrait: Story = {
  args: { value: withAspect('portrait') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Portrait, 4:5' })).toBeChecked()
    const crop = await canvas.findByRole('application')
    await waitFor(() => expect(aspectOf(crop)).toBeCloseTo(0.8, 1))
  },
}

export const Landscape: Story = {
  args: { value: withAspect('landscape') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Landscape, 1.91:1' })).toBeChecked()
    const crop = await canvas.findByRole('application')
    await waitFor(() => expect(aspectOf(crop)).toBeCloseTo(1.91, 1))
  },
}

/** Choosing a shape, turning and zooming report what changed; the crop follows. */
export const EditsWithTheControls: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const crop = await canvas.findByRole('application')
    await userEvent.click(canvas.getByRole('radio', { name: 'Square, 1:1' }))
    await expect(args.onChange).toHaveBeenCalledWith({ aspect: 'square', crop: { x: 0, y: 0 } })
    await waitFor(() => expect(aspectOf(crop)).toBeCloseTo(1, 1))
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate 90° clockwise' }))
    await expect(args.onChange).toHaveBeenCalledWith({ rotation: 90, crop: { x: 0, y: 0 } })
    const zoom = canvas.getByRole('slider', { name: 'Zoom' })
    zoom.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(zoom).toHaveAttribute('aria-valuetext', '110%')
    // The crop is reported in percent of the turned photo, for the pipeline.
    await waitFor(() => {
      const last = lastChange(args.onChange, 'area')
      expect(last?.area?.width).toBeLessThan(100)
    })
  },
}

/** The arrow keys move the photo under the crop once it is zoomed in. */
export const MovesWithTheKeyboard: Story = {
  parameters: { screenshot: false },
  args: { value: { ...INITIAL_PHOTO_EDIT, zoom: 2 } },
  play: async ({ canvas, args }) => {
    const crop = await canvas.findByRole('application')
    crop.focus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}')
    await waitFor(() => expect(lastChange(args.onChange, 'crop')?.crop?.x).toBeLessThan(0))
    await expect(lastChange(args.onChange, 'crop')?.crop?.y).toBeLessThan(0)
  },
}

export const Rotated: Story = {
  args: { value: { ...INITIAL_PHOTO_EDIT, rotation: 90 } },
  play: async ({ canvas }) => {
    const crop = await canvas.findByRole('application')
    // The portrait photo on its side: the "Original" shape is now landscape.
    await waitFor(() => expect(aspectOf(crop)).toBeCloseTo(800 / 640, 1))
  },
}

/** An avatar: a circle, no shapes to choose. */
export const Avatar: Story = {
  args: { shape: 'avatar' },
  play: async ({ canvas }) => {
    const crop = await canvas.findByRole('application', { name: 'Crop your photo' })
    await waitFor(() => expect(aspectOf(crop)).toBeCloseTo(1, 1))
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
  },
}

/** While the photo is sent, nothing can change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('application')
    await expect(canvas.getByRole('button', { name: 'Rotate 90° clockwise' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Square, 1:1' })).toBeDisabled()
  },
}

function aspectOf(element: HTMLElement): number {
  const box = element.getBoundingClientRect()
  return box.width / box.height
}

/** The last change the editor reported that has `key`. */
function lastChange(onChange: PhotoEditorProps['onChange'], key: keyof PhotoEditValue) {
  const calls = mocked(onChange).mock.calls.map(([change]) => change)
  return calls.filter((change) => key in change).at(-1)
}
