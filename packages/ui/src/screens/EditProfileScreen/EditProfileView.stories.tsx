import { userHandle } from '@photobooth/api-client'
import { fixtureUser } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { PHOTO_NOT_AN_IMAGE } from '../../storybook/photo-messages'
import { formViewArgs, readyPhoto as ready, reportsFormIntents } from '../../storybook/view-args'
import { EditProfileView } from './EditProfileView'
import { initialValues } from './profile-form'

/**
 * The edit-profile page rendered from its props: the user, the form's values and the photo's
 * state in args (edit them in Controls), every intent a spy. The page keeps nothing itself:
 * the connected screen (Screens/EditProfile) carries the intents out.
 */
const user = fixtureUser(0, {
  website: 'https://jamie.example.com',
  bio: 'Chasing light on weekends.',
  gender: 'female',
})
const values = initialValues(user)

/** The form as loaded: the user's profile, empty password fields, nothing sent yet. */
const form = { ...formViewArgs(values), onDiscardDraft: fn() }

/** The photo with nothing chosen and the dialog closed. */
const photo = {
  editing: false,
  draft: { status: 'empty' },
  upload: null,
  onPick: fn(),
  onPickAnother: fn(),
  onEdit: fn(),
  onSave: fn(),
  onClose: fn(),
  onCancelUpload: fn(),
} as const

const meta = {
  title: 'Views/EditProfile',
  component: EditProfileView,
  args: {
    status: 'ready',
    user,
    form,
    photo,
    onRetry: fn(),
    onCloseDialog: fn(),
    onSignedOut: fn(),
    onAccountCreatedSeen: fn(),
  },
  argTypes: {
    dialog: { control: 'inline-radio', options: [null, 'profile', 'password'] },
  },
} satisfies Meta<typeof EditProfileView>

export default meta
type Story = StoryObj<typeof meta>

const NOTE = 'Editing your links is only available on mobile.'
const LOAD_FAILED = 'Failed to load profile data.'
const PASSWORD_UPDATED_TEXT =
  'Your password has been changed. Please log in again with your new password.'

/** The "Edit photo" dialog, open over the page. */
async function photoDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Edit photo' })
  return { dialog, inDialog: within(dialog) }
}

/** The loaded page: the user, their profile in the fields, and typing, choosing and sending
 * only reported. */
export const Loaded: Story = {
  play: async (context) => {
    const { canvas, args } = context
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    await expect(canvas.getByText(user.name)).toBeVisible()
    await expect(canvas.getByText(userHandle(user))).toBeVisible()
    await expect(
      canvas.getByRole('img', { name: `Profile photo of ${user.name}` }),
    ).toBeInTheDocument()
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://jamie.example.com')
    await expect(canvas.getByLabelText('Website')).toHaveAccessibleDescription(NOTE)
    await expect(canvas.getByText('26 / 150')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female')
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 8 characters with a mix of letters, numbers, and symbols.',
    )
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveProperty(
      'value',
      0,
    )
    await expect(canvas.queryByRole('alert')).toBeNull()

    await reportsFormIntents('Bio', 'bio', 'Submit All Changes')({ canvas, args: args.form ?? {} })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Gender' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }))
    await expect(args.form?.onChange).toHaveBeenCalledWith('gender', 'other')

    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' })
    await userEvent.upload(canvas.getByLabelText('Change photo'), file)
    await expect(args.photo?.onPick).toHaveBeenCalledWith(file)
    // Nothing opens by itself: the owner opens the dialog.
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** The page's frame and a loader: no form yet. */
export const Loading: Story = {
  args: { status: 'loading', user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByRole('button', { name: 'Submit All Changes' })).toBeNull()
  },
}

export const LoadFailed: Story = {
  args: { status: 'failed', user: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_FAILED)
    await expect(canvas.queryByRole('button', { name: 'Submit All Changes' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Retry under way: the button keeps its name, busy. */
export const Retrying: Story = {
  args: { status: 'failed', user: undefined, retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** A later refresh failed: the form stays, with the version loaded earlier, and a notice. */
export const StaleWithNotice: Story = {
  args: { status: 'stale' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${LOAD_FAILED}Retry`)
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://jamie.example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The profile's fields put back from a draft: the form says so and offers to start afresh. */
export const DraftRestored: Story = {
  args: {
    form: {
      ...form,
      values: { ...values, website: 'https://jamie.example', bio: 'Golden hour, every hour.' },
      draftRestored: true,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your unsaved changes were restored.')).toBeVisible()
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://jamie.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }))
    await expect(args.form?.onDiscardDraft).toHaveBeenCalledOnce()
    // Focus goes to the form's first text field, as the notice's button would go with it.
    await expect(canvas.getByLabelText('Website')).toHaveFocus()
  },
}

/** The chosen photo in its editor: a circle to move and zoom it in, then Save or Cancel. */
export const PhotoEditorOpen: Story = {
  args: { photo: { ...photo, editing: true, draft: ready } },
  play: async ({ args }) => {
    const { dialog, inDialog } = await photoDialog()
    await expect(dialog).toHaveAccessibleDescription('Move and zoom your photo inside the circle.')
    await expect(
      await inDialog.findByRole('application', { name: 'Crop your photo' }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(inDialog.getByRole('slider', { name: 'Zoom' })).toBeVisible()
    await userEvent.click(inDialog.getByRole('button', { name: 'Save photo' }))
    await expect(args.photo?.onSave).toHaveBeenCalledOnce()
    const file = new File(['x'], 'other.jpg', { type: 'image/jpeg' })
    await userEvent.upload(inDialog.getByLabelText('Choose another photo'), file)
    await expect(args.photo?.onPickAnother).toHaveBeenCalledWith(file)
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.photo?.onClose).toHaveBeenCalledOnce()
    await userEvent.keyboard('{Escape}')
    await expect(args.photo?.onClose).toHaveBeenCalledTimes(2)
  },
}

/** "Save photo" pressed while the photo is still being prepared: the button says what it
 * waits for; Cancel still works. */
export const PhotoWaitingToSave: Story = {
  args: { photo: { ...photo, editing: true, draft: { status: 'preparing' }, waiting: true } },
  play: async ({ args }) => {
    const { inDialog } = await photoDialog()
    const waiting = inDialog.getByRole('button', { name: 'Preparing photo…' })
    await expect(waiting).toHaveAttribute('aria-busy', 'true')
    await expect(waiting).toBeDisabled()
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.photo?.onClose).toHaveBeenCalledOnce()
  },
}

/** The photo on its way: progress and Cancel; nothing else in the dialog can be pressed. */
export const PhotoUploading: Story = {
  args: {
    photo: { ...photo, editing: true, draft: ready, upload: { phase: 'uploading', percent: 64 } },
  },
  play: async ({ canvas, args }) => {
    const { inDialog } = await photoDialog()
    await expect(inDialog.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    )
    await expect(inDialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(inDialog.queryByRole('button', { name: 'Close' })).toBeNull()
    await expect(canvas.getByLabelText('Change photo')).toBeDisabled()
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel upload' }))
    await expect(args.photo?.onCancelUpload).toHaveBeenCalledOnce()
  },
}

/** Saving the photo failed: the spec's text, and the edited photo ready to save again. */
export const PhotoFailed: Story = {
  args: {
    photo: { ...photo, editing: true, draft: ready, failure: 'Failed to update profile.' },
  },
  play: async () => {
    const { inDialog } = await photoDialog()
    await expect(inDialog.getByRole('alert')).toHaveTextContent(/^Failed to update profile\.$/)
    await expect(inDialog.getByRole('button', { name: 'Save photo' })).toBeEnabled()
  },
}

export const PhotoUploadCancelled: Story = {
  args: { photo: { ...photo, editing: true, draft: ready, cancelled: true } },
  play: async () => {
    const { inDialog } = await photoDialog()
    await expect(inDialog.getByRole('status')).toHaveTextContent('Upload cancelled.')
    await expect(inDialog.getByRole('button', { name: 'Save photo' })).toBeEnabled()
  },
}

/** A file that is not a photo: why, and nothing to save until another is chosen. */
export const PhotoRejected: Story = {
  args: { photo: { ...photo, editing: true, problem: PHOTO_NOT_AN_IMAGE } },
  play: async () => {
    const { inDialog } = await photoDialog()
    await expect(inDialog.getByRole('alert')).toHaveTextContent(PHOTO_NOT_AN_IMAGE)
    await expect(inDialog.getByLabelText('Choose a photo')).toHaveAccessibleDescription(
      PHOTO_NOT_AN_IMAGE,
    )
    await expect(inDialog.getByRole('button', { name: 'Save photo' })).toBeDisabled()
  },
}

/** The password rules' messages, on the fields that have them; the bio past its counter. */
export const Invalid: Story = {
  args: {
    form: {
      ...form,
      values: { ...values, bio: 'x'.repeat(151), currentPassword: 'demo1234' },
      errors: { newPassword: 'Please fill in all password fields.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please fill in all password fields.')).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('151 / 150')).toBeVisible()
    await expect(canvas.getByLabelText('Bio')).not.toHaveAttribute('maxlength')
  },
}

/** "Submit All Changes" under way. */
export const Saving: Story = {
  args: { form: { ...form, saving: true, draftRestored: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled()
  },
}

/** Both halves of a send failed: each says so, above the button. */
export const ProfileAndPasswordFailed: Story = {
  args: {
    form: {
      ...form,
      failures: {
        profile: 'Failed to update profile.',
        password: 'Failed to change password.',
      },
    },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert')
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Failed to update profile.',
      'Failed to change password.',
    ])
    await expect(canvas.getByRole('button', { name: 'Submit All Changes' })).toBeEnabled()
  },
}

export const ProfileUpdated: Story = {
  args: { dialog: 'profile' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Profile Updated' })
    await expect(dialog).toHaveAccessibleDescription('Profile updated successfully!')
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(args.onCloseDialog).toHaveBeenCalledOnce()
    await expect(args.onSignedOut).not.toHaveBeenCalled()
  },
}

/** Just signed up (spec §4): the account is already signed in; the greeting closes to the form. */
export const AccountCreated: Story = {
  args: { accountCreated: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Account Created' })
    await expect(dialog).toHaveAccessibleDescription("Let's set up your profile.")
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Continue to edit profile section' }),
    )
    await expect(args.onAccountCreatedSeen).toHaveBeenCalledOnce()
    await expect(args.onSignedOut).not.toHaveBeenCalled()
  },
}

/** Its only way out is signing in again: its one button logs out. */
export const PasswordUpdated: Story = {
  args: { dialog: 'password' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Password Updated' })
    await expect(dialog).toHaveAccessibleDescription(PASSWORD_UPDATED_TEXT)
    const buttons = within(dialog).getAllByRole('button')
    await expect(buttons.map((button) => button.textContent)).toEqual(['Log in again'])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in again' }))
    await expect(args.onSignedOut).toHaveBeenCalledOnce()
  },
}

/** Escape closes it as its button does: the user is logged out, never left signed in. */
export const PasswordUpdatedEscape: Story = {
  parameters: { screenshot: false },
  args: { dialog: 'password' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Password Updated' })
    await userEvent.keyboard('{Escape}')
    await expect(args.onSignedOut).toHaveBeenCalledOnce()
    await expect(args.onCloseDialog).not.toHaveBeenCalled()
  },
}

/** A press outside it, too. */
export const PasswordUpdatedPressOutside: Story = {
  parameters: { screenshot: false },
  args: { dialog: 'password' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Password Updated' })
    const overlay = dialog.previousElementSibling
    if (!(overlay instanceof HTMLElement)) throw new Error('The dialog has no overlay.')
    await userEvent.click(overlay)
    await expect(args.onSignedOut).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    status: 'stale',
    form: {
      ...form,
      values: { ...values, currentPassword: 'demo1234', newPassword: 'Sunny-Day' },
      errors: { confirmPassword: 'Please fill in all password fields.' },
      draftRestored: true,
      failures: { password: 'Current password is incorrect' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Strength: Good')).toBeVisible()
    await expect(canvas.getByText('Please fill in all password fields.')).toBeVisible()
    await expect(canvas.getByText('Your unsaved changes were restored.')).toBeVisible()
  },
}
