import { seededPhotoUrl } from '@photobooth/mocks/browser'
import type { FormEvent } from 'react'
import { expect, fn, userEvent, type within } from 'storybook/test'
import { INITIAL_PHOTO_EDIT } from '../photo'

/**
 * Args for the stories of pure views: their state as data a designer can change in Controls,
 * and intents that only report (a form's submit never leaves the story).
 */

/** A form view's args (`FormViewProps`): its values, and the change and submit intents. */
export function formViewArgs<Values>(values: Values) {
  return {
    values,
    onChange: fn(),
    onSubmit: fn((event: FormEvent) => event.preventDefault()),
  }
}

/**
 * A form view keeps nothing itself: typing into the field labelled `label` reports a change of
 * `name` (the field still shows its arg), and the button `submit` reports the submit.
 */
export function reportsFormIntents(label: string, name: string, submit: string) {
  return async ({
    canvas,
    args,
  }: {
    canvas: ReturnType<typeof within>
    args: { onChange?: unknown; onSubmit?: unknown }
  }) => {
    const field = canvas.getByLabelText(label)
    const before = (field as HTMLInputElement).value
    await userEvent.type(field, 'x')
    await expect(args.onChange).toHaveBeenCalledWith(name, `${before}x`)
    await expect(field).toHaveValue(before)
    await userEvent.click(canvas.getByRole('button', { name: submit }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  }
}

/** The control of a sign-in view's `busy`: nothing, the password form, or the provider. */
export const signInBusyControl = {
  control: 'inline-radio',
  options: [null, 'password', 'provider'],
} as const

/** A photo chosen and ready to edit (a `PhotoFieldPhoto`): a seeded photograph (640×800). */
export const readyPhoto = {
  status: 'ready',
  // The bundled file: a view's story has no backend to serve it.
  src: seededPhotoUrl('uploads/photo-02.jpg') ?? '',
  size: { width: 640, height: 800 },
  edit: INITIAL_PHOTO_EDIT,
} as const

/** The post form's fields (`PostFormFields`): nothing chosen, nothing sent. */
export const postFormArgs = {
  caption: '',
  photo: { status: 'empty' },
  upload: null,
  status: 'editing',
  onCaptionChange: fn(),
  onPickPhoto: fn(),
  onEditPhoto: fn(),
  onClearPhoto: fn(),
  onCancelUpload: fn(),
  onSubmit: fn((event: FormEvent) => event.preventDefault()),
} as const

/** The control of a post form's `status`. */
export const postFormStatusControl = {
  control: 'inline-radio',
  options: ['editing', 'waiting', 'sending', 'done'],
} as const
