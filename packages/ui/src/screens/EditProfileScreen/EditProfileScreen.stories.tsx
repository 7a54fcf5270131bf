import { DEMO_ACCOUNT, type MockBackend, overrides, scenarios } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { heldPhotoPreparation } from '../../storybook/held-photos'
import { PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE } from '../../storybook/photo-messages'
import { photographFile, textFile, tooLargeFile } from '../../storybook/story-photos'
import { storyWorld } from '../../storybook/story-world'
import { EditProfileScreen } from './EditProfileScreen'

const meta = {
  title: 'Screens/EditProfile',
  component: EditProfileScreen,
  args: { onProfileUpdated: fn(), onSignedOut: fn() },
} satisfies Meta<typeof EditProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const NOTE = 'Editing your links is only available on mobile.'
const NEW_PASSWORD = 'Sunny-Day-42'
const PASSWORD_UPDATED_TEXT =
  'Your password has been changed. Please log in again with your new password.'

/** Chooses a photo with "Change photo": the editor opens in a dialog once it is ready. */
async function choosePhoto(canvas: Canvas, file?: File) {
  await userEvent.upload(canvas.getByLabelText('Change photo'), file ?? (await photographFile()))
  const dialog = await screen.findByRole('dialog', { name: 'Edit photo' })
  return { dialog, inDialog: within(dialog) }
}

/** The form has loaded the signed-in user. */
async function formReady(canvas: Canvas) {
  return canvas.findByRole('button', { name: 'Submit All Changes' })
}

async function submit(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit All Changes' }))
}

async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field)
  if (text) await userEvent.type(field, text)
}

async function fillPasswords(
  canvas: Canvas,
  { current = '', next = '', confirm = '' }: { current?: string; next?: string; confirm?: string },
) {
  await formReady(canvas)
  if (current) await userEvent.type(canvas.getByLabelText('Current password'), current)
  if (next) await userEvent.type(canvas.getByLabelText('New password'), next)
  if (confirm) await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm)
}

/** The demo account with a known gender, so the select's starting value is certain. */
function demoIsFemale(backend: MockBackend) {
  scenarios.demoUser(backend).gender = 'female'
}

const strength = (canvas: Canvas) => canvas.getByRole('meter', { name: 'Password strength' })

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context
    const demo = scenarios.demoUser(storyWorld(context).backend)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    await formReady(canvas)
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://jamie.example.com')
    await expect(canvas.getByLabelText('Website')).toHaveAccessibleDescription(NOTE)
    await expect(canvas.getByText(NOTE)).toBeVisible()
    await expect(canvas.getByLabelText('Bio')).toHaveValue(demo.bio)
    await expect(canvas.getByText(`${demo.bio.length} / 150`)).toBeVisible()
    const genders = { male: 'Male', female: 'Female', other: 'Other', '': 'Prefer not to say' }
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveTextContent(
      genders[demo.gender ?? ''],
    )
    await expect(canvas.getByText(DEMO_ACCOUNT.name)).toBeVisible()
    await expect(
      await canvas.findByRole('img', { name: `Profile photo of ${DEMO_ACCOUNT.name}` }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Change photo')).toHaveAttribute(
      'accept',
      'image/*,.heic,.heif',
    )
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('type', 'password')
    }
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 8 characters with a mix of letters, numbers, and symbols.',
    )
    await expect(strength(canvas)).toHaveProperty('value', 0)
  },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/users/me', 'get')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Submit All Changes' })).toBeNull()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/users/me', 500, 'get')),
  play: async (context) => {
    const { canvas, msw } = context
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load profile data.')
    // The server recovers: Retry loads the form.
    msw.use(...storyWorld(context).backend.handlers)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await formReady(canvas)).toBeEnabled()
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://jamie.example.com')
  },
}

export const UpdatesProfile: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/users/me', 300, 'patch')),
  play: async (context) => {
    const { canvas, args } = context
    await formReady(canvas)
    await replaceText(canvas.getByLabelText('Website'), 'https://jamie.photos')
    await replaceText(canvas.getByLabelText('Bio'), 'Golden hour,\nevery hour.')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Gender' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }))
    await submit(canvas)
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    const dialog = await screen.findByRole('dialog', { name: 'Profile Updated' })
    await expect(dialog).toHaveAccessibleDescription('Profile updated successfully!')
    await expect(args.onProfileUpdated).toHaveBeenCalledWith(
      expect.objectContaining({
        website: 'https://jamie.photos',
        bio: 'Golden hour,\nevery hour.',
        gender: 'other',
      }),
    )
    const demo = scenarios.demoUser(storyWorld(context).backend)
    await expect([demo.website, demo.bio, demo.gender]).toEqual([
      'https://jamie.photos',
      'Golden hour,\nevery hour.',
      'other',
    ])
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // What was saved stays in the form.
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://jamie.photos')
    await expect(canvas.getByRole('button', { name: 'Submit All Changes' })).toBeEnabled()
    await expect(args.onSignedOut).not.toHaveBeenCalled()
  },
}

export const ProfileServerRefusal: Story = {
  play: async ({ canvas, args }) => {
    await formReady(canvas)
    await replaceText(canvas.getByLabelText('Website'), 'ftp://x')
    await submit(canvas)
    // The spec's text first, then the server's reason.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Failed to update profile\. Website must be a valid http\(s\) URL$/,
    )
    await expect(canvas.getByLabelText('Website')).toHaveValue('ftp://x')
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
  },
}

export const ProfileFails: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/users/me', 500, 'patch')),
  play: async ({ canvas, args }) => {
    await formReady(canvas)
    await replaceText(canvas.getByLabelText('Website'), 'https://jamie.photos')
    await replaceText(canvas.getByLabelText('Bio'), 'Still here.')
    await submit(canvas)
    // A server fault has nothing to add for the user.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Failed to update profile\.$/)
    await expect(canvas.getByLabelText('Website')).toHaveValue('https://jamie.photos')
    await expect(canvas.getByLabelText('Bio')).toHaveValue('Still here.')
    await expect(canvas.getByRole('button', { name: 'Submit All Changes' })).toBeEnabled()
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
  },
}

export const BioCounter: Story = {
  play: async ({ canvas }) => {
    await formReady(canvas)
    const bio = canvas.getByLabelText('Bio')
    await replaceText(bio, 'Hello')
    await expect(canvas.getByText('5 / 150')).toBeVisible()
    // No maximum is enforced: the counter just goes past 150.
    await userEvent.paste('x'.repeat(146))
    await expect(bio).toHaveValue(`Hello${'x'.repeat(146)}`)
    await expect(canvas.getByText('151 / 150')).toBeVisible()
    await expect(bio).not.toHaveAttribute('maxlength')
  },
}

/** A new photo is cropped to a circle, then saved as a small square. */
export const ChangesPhoto: Story = {
  play: async (context) => {
    const { canvas, args } = context
    await formReady(canvas)
    const photo = () => canvas.getByRole('img', { name: `Profile photo of ${DEMO_ACCOUNT.name}` })
    const before = (
      await canvas.findByRole('img', { name: `Profile photo of ${DEMO_ACCOUNT.name}` })
    ).getAttribute('src')
    const { dialog, inDialog } = await choosePhoto(canvas)
    await expect(
      await inDialog.findByRole('application', { name: 'Crop your photo' }, { timeout: 15_000 }),
    ).toBeVisible()
    await userEvent.click(inDialog.getByRole('button', { name: 'Save photo' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 10_000 })
    const { backend } = storyWorld(context)
    const demo = scenarios.demoUser(backend)
    await expect(demo.avatar).toMatch(/\.webp$/)
    await waitFor(() => expect(photo().getAttribute('src')).toBe(`/${demo.avatar}`))
    await expect(photo().getAttribute('src')).not.toBe(before)
    await expect(args.onProfileUpdated).toHaveBeenCalledWith(
      expect.objectContaining({ avatar: demo.avatar }),
    )
    // A square of the photo's short side (640 px), within the avatar's 512 px.
    const stored = backend.db.uploads.get(demo.avatar ?? '')
    const bitmap = await createImageBitmap(new Blob([stored?.bytes.slice() ?? new Uint8Array()]))
    await expect([bitmap.width, bitmap.height]).toEqual([512, 512])
    await expect(canvas.getByLabelText('Change photo')).toBeEnabled()
  },
}

const held = heldPhotoPreparation()
const avatarUploads = fn()

/**
 * "Save photo" pressed while the photo is still being prepared — and pressed again: the button
 * says it waits, and the photo is saved the moment it is ready, once.
 */
export const SavesThePhotoOnceItIsPrepared: Story = {
  // The waiting button is pictured by the view's story (Views/EditProfile › Photo Waiting To Save).
  parameters: { screenshot: false },
  decorators: [held.decorator],
  beforeEach: ({ msw }) => {
    avatarUploads.mockReset()
    msw.use(overrides.observed('/users/me/avatar', 'patch', avatarUploads))
    return held.hold()
  },
  play: async (context) => {
    const { canvas, args } = context
    await formReady(canvas)
    const { dialog, inDialog } = await choosePhoto(canvas)
    await expect(await inDialog.findByRole('status')).toHaveTextContent('Preparing photo…')
    await userEvent.dblClick(inDialog.getByRole('button', { name: 'Save photo' }))
    const waiting = inDialog.getByRole('button', { name: 'Preparing photo…' })
    await expect(waiting).toHaveAttribute('aria-busy', 'true')
    await expect(waiting).toBeDisabled()
    // Cancel still works while it waits.
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeEnabled()
    await expect(avatarUploads).not.toHaveBeenCalled()

    held.release()
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 15_000 })
    await expect(avatarUploads).toHaveBeenCalledOnce()
    await expect(args.onProfileUpdated).toHaveBeenCalledOnce()
    const demo = scenarios.demoUser(storyWorld(context).backend)
    await expect(demo.avatar).toMatch(/\.webp$/)
  },
}

/** The chosen photo in its editor: a circle to move and zoom it in. */
export const EditingPhoto: Story = {
  play: async ({ canvas }) => {
    await formReady(canvas)
    const { inDialog } = await choosePhoto(canvas)
    await expect(
      await inDialog.findByRole('application', { name: 'Crop your photo' }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(inDialog.getByRole('slider', { name: 'Zoom' })).toBeVisible()
    await expect(inDialog.queryByRole('radio')).toBeNull()
    await expect(inDialog.getByRole('button', { name: 'Save photo' })).toBeEnabled()
  },
}

export const PhotoUploading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/users/me/avatar')),
  play: async ({ canvas }) => {
    await formReady(canvas)
    const { inDialog } = await choosePhoto(canvas)
    await inDialog.findByRole('application', { name: 'Crop your photo' }, { timeout: 15_000 })
    await userEvent.click(inDialog.getByRole('button', { name: 'Save photo' }))
    await expect(
      await inDialog.findByRole('progressbar', { name: 'Uploading photo' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(inDialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  },
}

/** Cancel stops the upload: the dialog stays with the photo as edited, the old photo too. */
export const PhotoUploadCancelled: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/users/me/avatar')),
  play: async (context) => {
    const { canvas, args } = context
    await formReady(canvas)
    const before = scenarios.demoUser(storyWorld(context).backend).avatar
    const { inDialog } = await choosePhoto(canvas)
    await inDialog.findByRole('application', { name: 'Crop your photo' }, { timeout: 15_000 })
    await userEvent.click(inDialog.getByRole('button', { name: 'Save photo' }))
    await inDialog.findByRole('progressbar', { name: 'Uploading photo' }, { timeout: 10_000 })
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel upload' }))
    await expect(await inDialog.findByRole('status')).toHaveTextContent('Upload cancelled.')
    await expect(inDialog.getByRole('application', { name: 'Crop your photo' })).toBeVisible()
    await expect(inDialog.getByRole('button', { name: 'Save photo' })).toBeEnabled()
    await expect(scenarios.demoUser(storyWorld(context).backend).avatar).toBe(before)
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
  },
}

export const PhotoRejected: Story = {
  play: async ({ canvas, args }) => {
    await formReady(canvas)
    await userEvent.upload(canvas.getByLabelText('Change photo'), textFile(), {
      applyAccept: false,
    })
    const dialog = await screen.findByRole('dialog', { name: 'Edit photo' })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(PHOTO_NOT_AN_IMAGE)
    // Another photo can be chosen right there.
    await expect(within(dialog).getByLabelText('Choose a photo')).toHaveAccessibleDescription(
      PHOTO_NOT_AN_IMAGE,
    )
    await expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeDisabled()
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
  },
}

export const PhotoTooLarge: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await formReady(canvas)
    await userEvent.upload(canvas.getByLabelText('Change photo'), tooLargeFile())
    const dialog = await screen.findByRole('dialog', { name: 'Edit photo' })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE)
  },
}

export const PhotoUploadFails: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/users/me/avatar', 500)),
  play: async (context) => {
    const { canvas, args } = context
    await formReady(canvas)
    const before = scenarios.demoUser(storyWorld(context).backend).avatar
    const { inDialog } = await choosePhoto(canvas)
    await inDialog.findByRole('application', { name: 'Crop your photo' }, { timeout: 15_000 })
    await userEvent.click(inDialog.getByRole('button', { name: 'Save photo' }))
    await expect(await inDialog.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to update profile.',
    )
    // The old photo stays, and the edited one can be saved again.
    // (The page under the dialog is hidden from assistive technology while it is open.)
    await expect(
      canvas.getByRole('img', { name: `Profile photo of ${DEMO_ACCOUNT.name}`, hidden: true }),
    ).toHaveAttribute('src', `/${before}`)
    await expect(inDialog.getByRole('button', { name: 'Save photo' })).toBeEnabled()
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
  },
}

export const PasswordRequired: Story = {
  play: async ({ canvas, args }) => {
    await fillPasswords(canvas, { current: DEMO_ACCOUNT.password })
    await submit(canvas)
    await expect(await canvas.findByText('Please fill in all password fields.')).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveFocus()
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')
    // Nothing was sent.
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
    // The message follows the typing.
    await userEvent.type(canvas.getByLabelText('New password'), NEW_PASSWORD)
    await userEvent.type(canvas.getByLabelText('Confirm new password'), NEW_PASSWORD)
    await waitFor(() =>
      expect(canvas.queryByText('Please fill in all password fields.')).toBeNull(),
    )
  },
}

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, args }) => {
    await fillPasswords(canvas, {
      current: DEMO_ACCOUNT.password,
      next: NEW_PASSWORD,
      confirm: 'Sunny-Day-43',
    })
    await submit(canvas)
    await expect(await canvas.findByText('New passwords do not match.')).toBeVisible()
    await expect(canvas.getByLabelText('Confirm new password')).toHaveFocus()
    await expect(args.onSignedOut).not.toHaveBeenCalled()
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
  },
}

export const PasswordNotStrongEnough: Story = {
  play: async ({ canvas, args }) => {
    await fillPasswords(canvas, {
      current: DEMO_ACCOUNT.password,
      next: 'password1',
      confirm: 'password1',
    })
    await submit(canvas)
    await expect(await canvas.findByText('New password is not strong enough.')).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveFocus()
    await expect(args.onProfileUpdated).not.toHaveBeenCalled()
  },
}

export const StrengthMeterFollowsTyping: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await formReady(canvas)
    const field = canvas.getByLabelText('New password')
    await expect(strength(canvas)).toHaveProperty('value', 0)
    await expect(canvas.getByText('Strength: Too weak')).toBeVisible()
    const steps = [
      ['abcdefgh', 1, 'Weak'],
      ['A', 2, 'Fair'],
      ['1', 3, 'Good'],
      ['!', 4, 'Strong'],
    ] as const
    for (const [typed, score, words] of steps) {
      await userEvent.type(field, typed)
      await expect(strength(canvas)).toHaveProperty('value', score)
      await expect(canvas.getByText(`Strength: ${words}`)).toBeVisible()
    }
    await userEvent.clear(field)
    await expect(strength(canvas)).toHaveProperty('value', 0)
  },
}

export const ChangesPassword: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/users/me/password', 300)),
  play: async ({ canvas, args }) => {
    await fillPasswords(canvas, {
      current: DEMO_ACCOUNT.password,
      next: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    })
    await submit(canvas)
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    const dialog = await screen.findByRole('dialog', { name: 'Password Updated' })
    await expect(dialog).toHaveAccessibleDescription(PASSWORD_UPDATED_TEXT)
    // The Password Updated dialog wins over the profile's confirmation.
    await expect(screen.queryByRole('dialog', { name: 'Profile Updated' })).toBeNull()
    await expect(args.onProfileUpdated).toHaveBeenCalledOnce()
    // Its only way out is signing in again: its one button, or Escape, which does the same.
    const buttons = within(dialog).getAllByRole('button')
    await expect(buttons.map((button) => button.textContent)).toEqual(['Log in again'])
    await expect(args.onSignedOut).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onSignedOut).toHaveBeenCalledOnce()
  },
}

export const WrongCurrentPassword: Story = {
  play: async ({ canvas, args }) => {
    await fillPasswords(canvas, {
      current: 'not-my-password',
      next: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    })
    await submit(canvas)
    await expect(await canvas.findByText('Current password is incorrect')).toBeVisible()
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('Current password')).toHaveValue('not-my-password')
    await expect(canvas.getByLabelText('New password')).toHaveValue(NEW_PASSWORD)
    await expect(canvas.getByLabelText('Confirm new password')).toHaveValue(NEW_PASSWORD)
    await expect(args.onSignedOut).not.toHaveBeenCalled()
  },
}

export const PasswordChangeFails: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/users/me/password', 500)),
  play: async ({ canvas, args }) => {
    await fillPasswords(canvas, {
      current: DEMO_ACCOUNT.password,
      next: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    })
    await submit(canvas)
    // The profile itself was saved and says so; the password's failure stays on the form.
    const dialog = await screen.findByRole('dialog', { name: 'Profile Updated' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to change password.')
    await expect(canvas.getByLabelText('New password')).toHaveValue(NEW_PASSWORD)
    await expect(args.onSignedOut).not.toHaveBeenCalled()
  },
}

export const SelectsGender: Story = {
  parameters: { world: demoIsFemale },
  play: async (context) => {
    const { canvas, args } = context
    await formReady(canvas)
    const trigger = canvas.getByRole('combobox', { name: 'Gender' })
    await expect(trigger).toHaveTextContent('Female')
    await userEvent.click(trigger)
    for (const label of ['Male', 'Female', 'Other', 'Prefer not to say']) {
      await expect(await screen.findByRole('option', { name: label })).toBeVisible()
    }
    await userEvent.click(screen.getByRole('option', { name: 'Prefer not to say' }))
    await expect(trigger).toHaveTextContent('Prefer not to say')
    await submit(canvas)
    await screen.findByRole('dialog', { name: 'Profile Updated' })
    await expect(args.onProfileUpdated).toHaveBeenCalledWith(
      expect.objectContaining({ gender: '' }),
    )
    await expect(scenarios.demoUser(storyWorld(context).backend).gender).toBe('')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await fillPasswords(canvas, { current: DEMO_ACCOUNT.password, next: 'Sunny-Day' })
    await submit(canvas)
    await expect(await canvas.findByText('Please fill in all password fields.')).toBeVisible()
    await expect(canvas.getByText('Strength: Good')).toBeVisible()
  },
}

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await formReady(canvas)
    // One column: photo, profile, password, then the button.
    const form = canvas.getByRole('form', { name: 'Edit profile' })
    await expect(getComputedStyle(form).gridTemplateColumns.split(' ')).toHaveLength(1)
    await expect(canvas.getByText('Editing your links is only available on mobile.')).toBeVisible()
  },
}

/** The page in Arabic, right to left: the counter and the strength in Arabic, and what the
 * server says of a wrong current password in Arabic too. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async (context) => {
    const { canvas, canvasElement, args } = context
    const demo = scenarios.demoUser(storyWorld(context).backend)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'تعديل الملف الشخصي' }),
    ).toBeVisible()
    await canvas.findByRole('button', { name: 'حفظ كل التغييرات' })
    await expect(canvas.getByLabelText('الموقع الإلكتروني')).toHaveAccessibleDescription(
      'لا يمكن تعديل روابطك إلا من الهاتف المحمول.',
    )
    await expect(canvas.getByText(`${demo.bio.length} من 150`)).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'الجنس' })).toHaveTextContent(
      demo.gender ? /^(ذكر|أنثى|آخر)$/ : 'أفضّل عدم الإفصاح',
    )
    await expect(canvas.getByRole('meter', { name: 'قوة كلمة المرور' })).toHaveProperty('value', 0)
    await expect(canvas.getByText('القوة: ضعيفة جدًا')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('كلمة المرور الحالية'), 'not-my-password')
    await userEvent.type(canvas.getByLabelText('كلمة المرور الجديدة'), NEW_PASSWORD)
    await userEvent.type(canvas.getByLabelText('تأكيد كلمة المرور الجديدة'), NEW_PASSWORD)
    await expect(canvas.getByText('القوة: قوية')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ كل التغييرات' }))
    // The profile was saved (its dialog), the password was refused (in Arabic).
    const dialog = await screen.findByRole('dialog', { name: 'حُدّث الملف الشخصي' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'حسنًا' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'كلمة المرور الحالية غير صحيحة',
    )
    await expect(args.onSignedOut).not.toHaveBeenCalled()
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
  },
}

/** The page in Spanish: the server's refusal of a website follows the spec's text, both in
 * Spanish. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Volver al perfil' })).toHaveAttribute(
      'href',
      '/profile',
    )
    await canvas.findByRole('button', { name: 'Guardar todos los cambios' })
    await expect(canvas.getByRole('combobox', { name: 'Género' })).toHaveTextContent(
      /^(Hombre|Mujer|Otro|Prefiero no decirlo)\W*$/,
    )
    await expect(canvas.getByLabelText('Contraseña nueva')).toHaveAccessibleDescription(
      'Usa al menos 8 caracteres y mezcla letras, números y símbolos.',
    )
    await replaceText(canvas.getByLabelText('Sitio web'), 'ftp://x')
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar todos los cambios' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^No se pudo actualizar el perfil\. El sitio web debe ser una URL http\(s\) válida$/,
    )
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'es')
  },
}
