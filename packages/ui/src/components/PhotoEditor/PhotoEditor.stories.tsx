import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test'
import {
  ADJUSTMENTS,
  INITIAL_LOOK,
  INITIAL_PHOTO_EDIT,
  LOOKS,
  type PhotoEditValue,
  type PhotoLook,
} from '../../photo'
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
    // Avatars keep the crop only: no filters, no adjustments.
    await expect(canvas.queryByRole('tablist')).toBeNull()
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

/** The preview of the look (and the filters' thumbnails) painted. */
async function painted(
  canvas: ReturnType<typeof within>,
  name = 'Your photo as it will be posted',
) {
  const preview = await canvas.findByRole('img', { name })
  await waitFor(() => expect((preview as HTMLCanvasElement).width).toBeGreaterThan(0), {
    timeout: 10_000,
  })
  return preview as HTMLCanvasElement
}

const withLook = (look: Partial<PhotoLook>): PhotoEditValue => ({
  ...INITIAL_PHOTO_EDIT,
  look: { ...INITIAL_LOOK, ...look },
})

/** Three tabs — Crop, Filters, Adjust — reached by pointer or keyboard; Crop first. */
export const Tabs: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Edit the photo' })
    const [crop, filters, adjust] = within(tabs).getAllByRole('tab')
    await expect([crop, filters, adjust].map((tab) => tab?.textContent)).toEqual([
      'Crop',
      'Filters',
      'Adjust',
    ])
    await expect(crop).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(filters as HTMLElement)
    await expect(await canvas.findByRole('radiogroup', { name: 'Filters' })).toBeVisible()
    ;(filters as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(adjust).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('slider', { name: 'Brightness' })).toBeVisible()
  },
}

/** The filters: each look a live picture of the photo with its name; Normal at first. */
export const Filters: Story = {
  args: { tab: 'filters', onTabChange: fn() },
  play: async ({ canvas, args }) => {
    await painted(canvas)
    const looks = canvas.getAllByRole('radio')
    await expect(looks.length).toBeGreaterThanOrEqual(12)
    await expect(canvas.getByRole('radio', { name: 'Normal' })).toBeChecked()
    await expect(canvas.queryByRole('slider', { name: 'Strength' })).toBeNull()
    const mono = canvas.getByRole('radio', { name: 'Mono' })
    await userEvent.click(mono)
    await expect(lastChange(args.onChange, 'look')?.look?.look).toBe('mono')
    await expect(mono).toHaveFocus()
    // The arrow keys move to the next look and choose it (as a key is held, briefly).
    await userEvent.keyboard('{ArrowRight>}')
    await waitFor(() => expect(lastChange(args.onChange, 'look')?.look?.look).toBe(LOOKS[2]?.id))
    await userEvent.keyboard('{/ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Noir' })).toHaveFocus()
  },
}

/** A look chosen: the preview shows it, black and white for Mono; its strength can be set. */
export const MonoChosen: Story = {
  args: { tab: 'filters', onTabChange: fn(), value: withLook({ look: 'mono', strength: 100 }) },
  play: async ({ canvas, args }) => {
    const preview = await painted(canvas)
    await waitFor(() => {
      const [r, g, b] =
        preview.getContext('2d')?.getImageData(preview.width / 2, preview.height / 2, 1, 1).data ??
        []
      expect(r).toBe(g)
      expect(g).toBe(b)
    })
    await expect(canvas.getByRole('radio', { name: 'Mono' })).toBeChecked()
    const strength = canvas.getByRole('slider', { name: 'Strength' })
    await expect(strength).toHaveAttribute('aria-valuetext', '100%')
    strength.focus()
    await userEvent.keyboard('{PageDown}')
    await expect(strength).toHaveAttribute('aria-valuetext', '90%')
    await expect(lastChange(args.onChange, 'look')?.look).toMatchObject({
      look: 'mono',
      strength: 90,
    })
  },
}

/** The six adjustments, each a slider with its value as text. */
export const Adjust: Story = {
  args: { tab: 'adjust', onTabChange: fn() },
  play: async ({ canvas }) => {
    await painted(canvas)
    for (const name of ['Brightness', 'Contrast', 'Saturation', 'Warmth', 'Fade', 'Vignette']) {
      const slider = canvas.getByRole('slider', { name })
      await expect(slider).toHaveAttribute('aria-valuetext', '0')
      await expect(canvas.getByRole('button', { name: `Reset ${name}` })).toBeDisabled()
    }
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled()
  },
}

/** Arrows, Page Up/Down, Home and End move a slider; its own reset and Reset bring it back. */
export const AdjustsWithTheKeyboard: Story = {
  parameters: { screenshot: false },
  args: { tab: 'adjust', onTabChange: fn() },
  play: async ({ canvas, args }) => {
    const brightness = canvas.getByRole('slider', { name: 'Brightness' })
    brightness.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(brightness).toHaveAttribute('aria-valuetext', '+1')
    await userEvent.keyboard('{PageUp}')
    await expect(brightness).toHaveAttribute('aria-valuetext', '+11')
    await userEvent.keyboard('{End}')
    await expect(brightness).toHaveAttribute('aria-valuetext', '+100')
    await userEvent.keyboard('{Home}')
    await expect(brightness).toHaveAttribute('aria-valuetext', '−100')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Brightness' }))
    await expect(brightness).toHaveAttribute('aria-valuetext', '0')
    const fade = canvas.getByRole('slider', { name: 'Fade' })
    fade.focus()
    await userEvent.keyboard('{End}')
    const vignette = canvas.getByRole('slider', { name: 'Vignette' })
    vignette.focus()
    await userEvent.keyboard('{PageUp}')
    await expect(lastChange(args.onChange, 'look')?.look).toMatchObject({ fade: 100, vignette: 10 })
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
    await expect(lastChange(args.onChange, 'look')?.look).toMatchObject(INITIAL_LOOK)
    await expect(fade).toHaveAttribute('aria-valuetext', '0')
  },
}

const ends = (end: 'min' | 'max') =>
  Object.fromEntries(ADJUSTMENTS.map(({ id, min, max }) => [id, end === 'min' ? min : max]))

/** Every slider at its maximum. */
export const AdjustedToTheMaximum: Story = {
  args: { tab: 'adjust', onTabChange: fn(), value: withLook(ends('max')) },
  play: async ({ canvas }) => {
    await painted(canvas)
    await expect(canvas.getByRole('slider', { name: 'Saturation' })).toHaveAttribute(
      'aria-valuetext',
      '+100',
    )
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeEnabled()
  },
}

/** Every slider at its minimum. */
export const AdjustedToTheMinimum: Story = {
  args: { tab: 'adjust', onTabChange: fn(), value: withLook(ends('min')) },
  play: async ({ canvas }) => {
    await painted(canvas)
    await expect(canvas.getByRole('slider', { name: 'Contrast' })).toHaveAttribute(
      'aria-valuetext',
      '−100',
    )
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

/** In Arabic, right to left: the tabs, the looks' names and the strength in the reader's
 * format. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  args: { tab: 'filters', onTabChange: fn(), value: withLook({ look: 'mono', strength: 80 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await painted(canvas, 'صورتك كما ستُنشر')
    const tabs = canvas.getByRole('tablist', { name: 'تعديل الصورة' })
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['قص', 'الفلاتر', 'ضبط'])
    await expect(canvas.getByRole('radiogroup', { name: 'الفلاتر' })).toBeVisible()
    // Radix's tabs and radio group run right to left too (their arrow keys follow).
    await expect(tabs.parentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('radiogroup', { name: 'الفلاتر' })).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('radio', { name: 'أحادي اللون' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'عادي' })).not.toBeChecked()
    await expect(canvas.getByRole('slider', { name: 'الشدة' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^\P{L}*(80|٨٠)\P{L}*$/u),
    )
  },
}
