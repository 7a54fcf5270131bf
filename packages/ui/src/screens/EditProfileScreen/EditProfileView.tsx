'use client'

import { type Gender, type User, userHandle } from '@photobooth/api-client'
import { type ReactNode, useId } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button } from '../../components/Button/Button'
import { iconButton } from '../../components/Button/Button.css'
import { Dialog } from '../../components/Dialog/Dialog'
import { PasswordField, TextArea, TextField } from '../../components/Field/Field'
import { ImagePicker } from '../../components/ImagePicker/ImagePicker'
import { Cluster, Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { LoadFailure } from '../../components/LoadState/LoadFailure'
import type { LoadProps } from '../../components/LoadState/load-status'
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter/PasswordStrengthMeter'
import { STRONG_PASSWORD_LENGTH } from '../../components/PasswordStrengthMeter/password-score'
import {
  PhotoField,
  type PhotoFieldPhoto,
  type PhotoFieldUpload,
} from '../../components/PhotoField/PhotoField'
import { Select } from '../../components/Select/Select'
import { Heading, Text } from '../../components/Text/Text'
import { DraftNotice } from '../../drafts/DraftNotice/DraftNotice'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { BIO_COUNTER } from '../../forms/validators'
import { profile } from '../../i18n/compiled/en/profile'
import type { PartId } from '../../i18n/messages/en'
import { useT } from '../../i18n/use-t'
import { BackIcon, UserIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import type { PhotoEditValue } from '../../photo'
import { useUi } from '../../provider/ui-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './EditProfileScreen.css'
import type { ProfileFormValues } from './profile-form'

/** What the website field shows before anything is typed: an example address, in no language. */
const WEBSITE_EXAMPLE = 'https://example.com'

/** The genders the contract knows, in the order the select offers them, each with its name. */
const GENDERS = [
  { value: 'male', label: 'profile.gender.male' },
  { value: 'female', label: 'profile.gender.female' },
  { value: 'other', label: 'profile.gender.other' },
  // The contract's "" is "prefer not to say".
  { value: '', label: 'profile.gender.none' },
] as const satisfies readonly { value: Gender; label: PartId<'profile'> }[]

/** The confirmation open after "Submit All Changes". */
export type EditProfileDialog = 'profile' | 'password'

/** Website, bio, gender and the password change: the form's values, errors and intents, and
 * how its last send went. */
export interface EditProfileFormProps extends FormViewProps<ProfileFormValues> {
  /** The profile's fields were put back from a kept draft: the form says so. */
  draftRestored?: boolean
  /** "Discard changes": the profile's fields as saved, the draft forgotten. */
  onDiscardDraft: () => void
  /** "Submit All Changes" is under way. */
  saving?: boolean
  /** Why the last send failed, for the profile and for the password (both may), in the
   * reader's language. */
  failures?: { profile?: string | undefined; password?: string | undefined }
}

/** The photo, saved apart from the form through its "Edit photo" dialog. */
export interface EditProfilePhotoProps {
  /** The "Edit photo" dialog is open. */
  editing: boolean
  /** The chosen photo in the dialog (`draftPhoto(...)` of the photo pipeline's state). */
  draft: PhotoFieldPhoto
  /** Why the chosen file cannot be used. */
  problem?: string | null | undefined
  /** "Save photo" was pressed while the photo is still being prepared: it is saved once
   * ready ("Save photo" busy, saying so). */
  waiting?: boolean
  /** The photo's upload, while one is under way ("Save photo" busy, Cancel shown). */
  upload?: PhotoFieldUpload | null
  /** Why the last save failed (in the reader's language). */
  failure?: string | null
  /** The user cancelled the last upload. */
  cancelled?: boolean
  /** A photo was chosen with "Change photo": the dialog opens with it. */
  onPick: (file: File) => void
  /** Another photo was chosen inside the dialog. */
  onPickAnother: (file: File) => void
  onEdit: (change: Partial<PhotoEditValue>) => void
  /** "Save photo". */
  onSave: () => void
  /** Cancel, Escape or the close button (ignored by the owner while uploading). */
  onClose: () => void
  onCancelUpload: () => void
}

/** Where the user stands: loading, loaded, or the load failed — instead of the form, or
 * (`stale`, with `user`) as a notice over the version loaded earlier. Both offer Retry. */
export interface EditProfileViewProps extends LoadProps {
  /** The signed-in user, once loaded: with `form` and `photo`, the page shows them. */
  user?: User | undefined
  form?: EditProfileFormProps
  photo?: EditProfilePhotoProps
  /** The confirmation open after a send. */
  dialog?: EditProfileDialog | null
  /** The "Profile Updated" dialog was closed. */
  onCloseDialog?: () => void
  /** The "Password Updated" dialog's "Log in again". */
  onSignedOut: () => void
  /** The account was just created (spec: the "Account Created" dialog greets it here). It is
   * already signed in: the dialog is a greeting, not a step. */
  accountCreated?: boolean
  /** "Continue to edit profile section", or the greeting closed any other way. */
  onAccountCreatedSeen?: () => void
}

/** Edit the own profile: photo, website, bio, gender, and the password. A pure view of
 * `EditProfileScreen`. */
export function EditProfileView({
  user,
  status,
  retrying = false,
  onRetry,
  form,
  photo,
  dialog = null,
  onCloseDialog,
  onSignedOut,
  accountCreated = false,
  onAccountCreatedSeen,
}: EditProfileViewProps) {
  const { Link, paths } = useUi()
  const t = useT(profile)
  const retry = { retrying, onRetry }
  return (
    <Stack as="main" gap="lg" className={styles.page}>
      <Stack as="header" direction="row" align="center" gap="sm" className={styles.header}>
        <Link
          href={paths.profile()}
          className={iconButton()}
          aria-label={t('profile.edit.back')}
          title={t('profile.edit.back')}
        >
          <BackIcon size={22} />
        </Link>
        <Heading level={1}>{t('profile.edit')}</Heading>
      </Stack>
      {(status === 'ready' || status === 'stale') && user && form && photo ? (
        <>
          {status === 'stale' ? (
            <LoadFailure status="stale" message={t('profile.loadFailed')} {...retry} />
          ) : null}
          <ProfileForm {...{ user, form, photo, dialog, onCloseDialog, onSignedOut }} />
        </>
      ) : status === 'failed' || status === 'notFound' ? (
        <LoadFailure
          status="failed"
          icon={<UserIcon size={32} />}
          message={t('profile.loadFailed')}
          {...retry}
        />
      ) : (
        <Loader className={styles.loader} />
      )}
      <Dialog
        open={accountCreated}
        onOpenChange={(open) => (open ? undefined : onAccountCreatedSeen?.())}
        title={t('profile.accountCreated.title')}
        description={t('profile.accountCreated.description')}
        centered
        actions={
          <Button fullWidth onClick={() => onAccountCreatedSeen?.()}>
            {t('profile.accountCreated.continue')}
          </Button>
        }
      />
    </Stack>
  )
}

/**
 * One of the page's cards, in its place of the grid (`area`): a section named by its own
 * heading, which only screen readers get when the card's content says it plainly (`titleHidden`).
 */
function CardSection({
  title,
  titleHidden = false,
  area,
  children,
}: {
  title: string
  titleHidden?: boolean
  area: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Stack as="section" gap="md" className={cx(styles.card, area)} aria-labelledby={titleId}>
      {titleHidden ? (
        <h2 id={titleId} className={visuallyHidden}>
          {title}
        </h2>
      ) : (
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  )
}

/** The photo: the user as others see them, "Change photo", and the dialog to edit and save
 * the chosen one (a circle to move and zoom it in, then the upload with its progress). */
function PhotoSection({ user, photo }: { user: User; photo: EditProfilePhotoProps }) {
  const t = useT(profile)
  const sending = Boolean(photo.upload)
  return (
    <CardSection title={t('profile.photo.title')} titleHidden area={styles.photoArea}>
      <Cluster gap="md">
        <Avatar user={user} size="large" alt={t('profile.photo.alt', { name: user.name })} />
        <Stack gap="xxs" className={styles.identity}>
          <Text as="p" size="lg" weight="bold" className={styles.identityName}>
            {user.name}
          </Text>
          <Text as="p" size="sm" tone="muted">
            {userHandle(user, t('app.noHandle'))}
          </Text>
        </Stack>
        <ImagePicker label={t('profile.photo.change')} disabled={sending} onPick={photo.onPick} />
      </Cluster>

      <Dialog
        open={photo.editing}
        onOpenChange={(open) => {
          if (!open) photo.onClose()
        }}
        title={t('profile.photo.editTitle')}
        description={t('profile.photo.editDescription')}
        hideClose={sending}
        actions={
          <>
            <Button variant="secondary" disabled={sending} onClick={photo.onClose}>
              {t('profile.cancel')}
            </Button>
            <Button
              busy={sending || photo.waiting}
              busyLabel={sending ? t('profile.saving') : t('profile.photo.preparing')}
              disabled={photo.draft.status === 'empty'}
              onClick={photo.onSave}
            >
              {t('profile.photo.save')}
            </Button>
          </>
        }
      >
        <Stack gap="md" className={styles.photoEditor}>
          {photo.failure ? <Alert>{photo.failure}</Alert> : null}
          {photo.cancelled ? <Alert tone="info">{t('profile.photo.uploadCancelled')}</Alert> : null}
          <PhotoField
            photo={photo.draft}
            shape="avatar"
            pickLabel={t('profile.photo.choose')}
            changeLabel={t('profile.photo.chooseAnother')}
            error={photo.problem ?? undefined}
            upload={photo.upload ?? null}
            onPick={photo.onPickAnother}
            onEdit={photo.onEdit}
            onCancelUpload={photo.onCancelUpload}
          />
        </Stack>
      </Dialog>
    </CardSection>
  )
}

interface ProfileFormProps
  extends Pick<EditProfileViewProps, 'dialog' | 'onCloseDialog' | 'onSignedOut'> {
  user: User
  form: EditProfileFormProps
  photo: EditProfilePhotoProps
}

/** Website, bio, gender and the password change, sent together by "Submit All Changes";
 * the photo beside them. */
function ProfileForm({ user, form, photo, dialog, onCloseDialog, onSignedOut }: ProfileFormProps) {
  const t = useT(profile)
  const { values, draftRestored = false, saving = false, failures = {} } = form
  const bioLength = values.bio.length
  return (
    <>
      <form
        className={styles.form}
        onSubmit={form.onSubmit}
        noValidate
        aria-label={t('profile.edit')}
      >
        {/* In the form for the layout only: the photo is sent on its own, once chosen. */}
        <PhotoSection user={user} photo={photo} />
        <CardSection title={t('profile.title')} area={styles.profileArea}>
          {draftRestored ? <DraftNotice disabled={saving} onDiscard={form.onDiscardDraft} /> : null}
          <TextField
            label={t('profile.website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            // An address reads left to right, on a right-to-left page too.
            dir="ltr"
            placeholder={WEBSITE_EXAMPLE}
            hint={t('profile.linksNote')}
            {...bindField(form, 'website')}
          />
          <TextArea
            label={t('profile.bio')}
            rows={4}
            // The user's own words, in their own direction (an English bio on an Arabic page).
            dir="auto"
            // A counter, not a limit: the product lets a longer bio be typed.
            counter={
              <span className={bioLength > BIO_COUNTER ? styles.counterOver : undefined}>
                {t('profile.bioCounter', { count: bioLength, max: BIO_COUNTER })}
              </span>
            }
            {...bindField(form, 'bio')}
          />
          <Select
            label={t('profile.gender')}
            options={GENDERS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={values.gender}
            onValueChange={(value) => form.onChange('gender', value)}
          />
        </CardSection>

        <CardSection title={t('profile.password.title')} area={styles.passwordArea}>
          <PasswordField
            label={t('profile.password.current')}
            autoComplete="current-password"
            {...bindField(form, 'currentPassword')}
          />
          <Stack gap="sm">
            <PasswordField
              label={t('profile.password.new')}
              autoComplete="new-password"
              hint={t('profile.password.hint', { min: STRONG_PASSWORD_LENGTH })}
              {...bindField(form, 'newPassword')}
            />
            <PasswordStrengthMeter password={values.newPassword} />
          </Stack>
          <PasswordField
            label={t('profile.password.confirm')}
            autoComplete="new-password"
            {...bindField(form, 'confirmPassword')}
          />
        </CardSection>

        <Stack align="end" gap="sm" className={styles.footer}>
          {failures.profile ? <Alert className={styles.wide}>{failures.profile}</Alert> : null}
          {failures.password ? <Alert className={styles.wide}>{failures.password}</Alert> : null}
          <Button type="submit" size="large" busy={saving} busyLabel={t('profile.saving')}>
            {t('profile.submit')}
          </Button>
        </Stack>
      </form>

      <Dialog
        open={dialog === 'profile'}
        onOpenChange={(open) => {
          if (!open) onCloseDialog?.()
        }}
        title={t('profile.updated.title')}
        description={t('profile.updated.description')}
        centered
        actions={<Button onClick={onCloseDialog}>{t('profile.ok')}</Button>}
      />
      {/* Every way out of it (Escape, a press outside) does what its button does: the
          password changed, so the session ends. */}
      <Dialog
        open={dialog === 'password'}
        onOpenChange={(open) => {
          if (!open) onSignedOut()
        }}
        hideClose
        title={t('profile.passwordUpdated.title')}
        description={t('profile.passwordUpdated.description')}
        centered
        actions={<Button onClick={onSignedOut}>{t('profile.passwordUpdated.logIn')}</Button>}
      />
    </>
  )
}
