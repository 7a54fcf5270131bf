import {
  isSessionExpired,
  type User,
  useChangePassword,
  useMe,
  userHandle,
  userMessage,
  useUpdateAvatar,
  useUpdateProfile,
} from '@photobooth/api-client'
import { useEffect, useId, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button } from '../../components/Button/Button'
import { iconButton } from '../../components/Button/Button.css'
import { Dialog } from '../../components/Dialog/Dialog'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { PasswordField, TextArea, TextField } from '../../components/Field/Field'
import { BackIcon, UserIcon } from '../../components/Icon/icons'
import { ImagePicker } from '../../components/ImagePicker/ImagePicker'
import { Cluster, Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter/PasswordStrengthMeter'
import { PASSWORD_HINT } from '../../components/PasswordStrengthMeter/password-score'
import { draftPhoto, PhotoField } from '../../components/PhotoField/PhotoField'
import { GENDER_OPTIONS, Select } from '../../components/Select/Select'
import { DraftNotice } from '../../drafts/DraftNotice/DraftNotice'
import { useFormDraft } from '../../drafts/use-form-draft'
import { useForm } from '../../forms/use-form'
import { isCancelled, UPLOAD_CANCELLED, useUpload } from '../../forms/use-upload'
import { BIO_COUNTER } from '../../forms/validators'
import { cx } from '../../lib/class-names'
import { paths } from '../../paths'
import { usePhotoDraft } from '../../photo'
import { useUi } from '../../provider/ui-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './EditProfileScreen.css'
import {
  EDIT_PROFILE_MESSAGES,
  initialValues,
  profileFields,
  toGender,
  validateProfileForm,
  wantsPasswordChange,
} from './profile-form'

export interface EditProfileScreenProps {
  /** The profile or the photo was saved, with the user as the server now has it: the app
   * refreshes its stored user. */
  onProfileUpdated?: (user: User) => void
  /** The "Password Updated" dialog's button: the app signs out and goes to /login. */
  onSignedOut: () => void
}

/** Edit the own profile: photo, website, bio, gender, and the password. */
export function EditProfileScreen({ onProfileUpdated, onSignedOut }: EditProfileScreenProps) {
  const { Link } = useUi()
  const { data: me, error, isValidating, mutate } = useMe()
  const retry = () => void mutate()
  return (
    <Stack as="main" gap="lg" className={styles.page}>
      <Stack as="header" direction="row" align="center" gap="sm" className={styles.header}>
        <Link
          href={paths.profile()}
          className={iconButton()}
          aria-label="Back to profile"
          title="Back to profile"
        >
          <BackIcon size={22} />
        </Link>
        <h1 className={styles.title}>Edit profile</h1>
      </Stack>
      {me ? (
        <>
          {error ? (
            <Alert className={styles.notice}>
              <span>{EDIT_PROFILE_MESSAGES.loadFailed}</span>
              <Button variant="link" size="small" busy={isValidating} onClick={retry}>
                Retry
              </Button>
            </Alert>
          ) : null}
          <ProfileForm user={me} onProfileUpdated={onProfileUpdated} onSignedOut={onSignedOut} />
        </>
      ) : error ? (
        <EmptyState
          role="alert"
          icon={<UserIcon size={32} />}
          title={EDIT_PROFILE_MESSAGES.loadFailed}
          action={
            <Button variant="secondary" size="small" busy={isValidating} onClick={retry}>
              Retry
            </Button>
          }
        />
      ) : (
        <Loader className={styles.loader} />
      )}
    </Stack>
  )
}

/**
 * Spec §8: a profile update that fails says "Failed to update profile."; what the server said
 * of it (a 4xx message such as "Bio must be 150 characters or less") may follow, never
 * replace it.
 */
function profileFailure(error: unknown): string {
  const reason = userMessage(error, '')
  const failed = EDIT_PROFILE_MESSAGES.profileFailed
  return reason ? `${failed} ${reason}` : failed
}

interface SectionProps {
  user: User
  onProfileUpdated: ((user: User) => void) | undefined
}

/**
 * The photo, apart from "Submit All Changes": a chosen photo opens an editor (a circle to move
 * and zoom it in), and "Save photo" prepares and uploads it with its progress shown.
 */
function PhotoSection({ user, onProfileUpdated }: SectionProps) {
  const { trigger } = useUpdateAvatar()
  const photo = usePhotoDraft('avatar')
  const upload = useUpload()
  const [editing, setEditing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [cancelled, setCancelled] = useState(false)
  const titleId = useId()
  const sending = upload.state !== null

  const choose = (file: File) => {
    setFailure(null)
    setCancelled(false)
    photo.choose(file)
    setEditing(true)
  }

  const close = () => {
    if (sending) return
    setEditing(false)
    setFailure(null)
    setCancelled(false)
    photo.clear()
  }

  const save = async () => {
    if (sending || photo.state.status !== 'ready') return
    setFailure(null)
    setCancelled(false)
    const options = upload.begin()
    try {
      const prepared = await photo.prepare()
      options.signal.throwIfAborted()
      // The hook puts the answer's user in the cache, so the new photo shows at once; on a
      // failure nothing changed and the old photo stays.
      const answer = await trigger({ avatar: prepared.blob, ...options })
      upload.end()
      onProfileUpdated?.(answer.user)
      setEditing(false)
      photo.clear()
    } catch (error) {
      upload.end()
      // A session that ran out is told by the login page, which the app is going to.
      if (isSessionExpired(error)) return
      if (isCancelled(error)) setCancelled(true)
      else setFailure(profileFailure(error))
    }
  }

  return (
    <Stack
      as="section"
      gap="md"
      className={cx(styles.card, styles.photoArea)}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={visuallyHidden}>
        Profile photo
      </h2>
      <Cluster gap="md">
        <Avatar user={user} size="large" alt={`Profile photo of ${user.name}`} />
        <Stack gap="xxs" className={styles.identity}>
          <p className={styles.identityName}>{user.name}</p>
          <p className={styles.identityHandle}>{userHandle(user)}</p>
        </Stack>
        <ImagePicker label="Change photo" disabled={sending} onPick={choose} />
      </Cluster>

      <Dialog
        open={editing}
        onOpenChange={(open) => {
          if (!open) close()
        }}
        title="Edit photo"
        description="Move and zoom your photo inside the circle."
        hideClose={sending}
        actions={
          <>
            <Button variant="secondary" disabled={sending} onClick={close}>
              Cancel
            </Button>
            <Button
              busy={sending}
              busyLabel="Saving..."
              disabled={photo.state.status !== 'ready'}
              onClick={() => void save()}
            >
              Save photo
            </Button>
          </>
        }
      >
        <Stack gap="md" className={styles.photoEditor}>
          {failure ? <Alert>{failure}</Alert> : null}
          {cancelled ? <Alert tone="info">{UPLOAD_CANCELLED}</Alert> : null}
          <PhotoField
            photo={draftPhoto(photo.state)}
            shape="avatar"
            pickLabel="Choose a photo"
            changeLabel="Choose another photo"
            error={photo.problem ?? undefined}
            upload={upload.state}
            onPick={photo.choose}
            onEdit={photo.edit}
            onCancelUpload={upload.cancel}
          />
        </Stack>
      </Dialog>
    </Stack>
  )
}

interface Failures {
  profile?: string
  password?: string
}

/** The Password Updated dialog only closes by signing out: Escape and the overlay do nothing. */
function keepOpen() {}

/** Website, bio, gender and the password change, sent together by "Submit All Changes";
 * the photo beside them. */
function ProfileForm({
  user,
  onProfileUpdated,
  onSignedOut,
}: SectionProps & { onSignedOut: () => void }) {
  // Starts from the user as loaded (or what they left unsent); later refreshes of the user
  // never overwrite the typing. Passwords are never kept.
  const [start] = useState(() => initialValues(user))
  const draft = useFormDraft('edit-profile', profileFields(start))
  const form = useForm({ ...start, ...draft.initial }, validateProfileForm)
  const { website, bio, gender } = form.values
  const { keep } = draft
  useEffect(() => keep({ website, bio, gender }), [keep, website, bio, gender])
  const discardDraft = () => {
    draft.forget()
    for (const [name, value] of Object.entries(profileFields(start))) {
      form.set(name as keyof typeof start, value)
    }
  }
  const updateProfile = useUpdateProfile()
  const changePassword = useChangePassword()
  const [saving, setSaving] = useState(false)
  const [failures, setFailures] = useState<Failures>({})
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null)
  const profileTitle = useId()
  const passwordTitle = useId()

  const submit = form.handleSubmit(async (values) => {
    setFailures({})
    setSaving(true)
    const found: Failures = {}
    let saved: User | null = null
    let passwordChanged = false
    // One after the other: a server that ends sessions on a password change would otherwise
    // refuse the profile update racing it.
    try {
      saved = await updateProfile.trigger({
        bio: values.bio,
        website: values.website.trim(),
        gender: toGender(values.gender),
      })
    } catch (error) {
      // The session ran out: the login page says so, and the fields wait in the draft; the
      // password change would only meet the same end.
      if (isSessionExpired(error)) {
        setSaving(false)
        return
      }
      found.profile = profileFailure(error)
    }
    if (saved) {
      onProfileUpdated?.(saved)
      draft.forget(profileFields(values))
    }
    if (wantsPasswordChange(values)) {
      try {
        await changePassword.trigger({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        })
        passwordChanged = true
      } catch (error) {
        found.password = userMessage(error, EDIT_PROFILE_MESSAGES.passwordFailed)
      }
    }
    setSaving(false)
    setFailures(found)
    // Signing in again matters more than the profile's confirmation.
    setDialog(passwordChanged ? 'password' : saved ? 'profile' : null)
  })

  const bioLength = form.values.bio.length
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Edit profile">
        {/* In the form for the layout only: the photo is sent on its own, once chosen. */}
        <PhotoSection user={user} onProfileUpdated={onProfileUpdated} />
        <Stack
          as="section"
          gap="md"
          className={cx(styles.card, styles.profileArea)}
          aria-labelledby={profileTitle}
        >
          <h2 id={profileTitle} className={styles.sectionTitle}>
            Profile
          </h2>
          {draft.restored ? <DraftNotice disabled={saving} onDiscard={discardDraft} /> : null}
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            hint={EDIT_PROFILE_MESSAGES.linksNote}
            {...form.field('website')}
          />
          <TextArea
            label="Bio"
            rows={4}
            // A counter, not a limit: the product lets a longer bio be typed.
            counter={
              <span className={bioLength > BIO_COUNTER ? styles.counterOver : undefined}>
                {bioLength} / {BIO_COUNTER}
              </span>
            }
            {...form.field('bio')}
          />
          <Select
            label="Gender"
            options={GENDER_OPTIONS}
            value={form.values.gender}
            onValueChange={(value) => form.set('gender', value)}
          />
        </Stack>

        <Stack
          as="section"
          gap="md"
          className={cx(styles.card, styles.passwordArea)}
          aria-labelledby={passwordTitle}
        >
          <h2 id={passwordTitle} className={styles.sectionTitle}>
            Change password
          </h2>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <Stack gap="sm">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              {...form.field('newPassword')}
            />
            <PasswordStrengthMeter password={form.values.newPassword} />
          </Stack>
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
        </Stack>

        <Stack align="end" gap="sm" className={styles.footer}>
          {failures.profile ? <Alert className={styles.wide}>{failures.profile}</Alert> : null}
          {failures.password ? <Alert className={styles.wide}>{failures.password}</Alert> : null}
          <Button type="submit" size="large" busy={saving} busyLabel="Saving...">
            Submit All Changes
          </Button>
        </Stack>
      </form>

      <Dialog
        open={dialog === 'profile'}
        onOpenChange={(open) => {
          if (!open) setDialog(null)
        }}
        title="Profile Updated"
        description="Profile updated successfully!"
        centered
        actions={<Button onClick={() => setDialog(null)}>OK</Button>}
      />
      <Dialog
        open={dialog === 'password'}
        onOpenChange={keepOpen}
        hideClose
        title="Password Updated"
        description="Your password has been changed. Please log in again with your new password."
        centered
        actions={<Button onClick={onSignedOut}>Log in again</Button>}
      />
    </>
  )
}
