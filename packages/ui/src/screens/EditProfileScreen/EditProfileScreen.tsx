'use client'

import {
  isOfflineError,
  isSessionExpired,
  isUnconfirmed,
  type User,
  useChangePassword,
  useMe,
  userMessage,
  useUpdateAvatar,
  useUpdateProfile,
} from '@photobooth/api-client'
import { useEffect, useRef, useState } from 'react'
import { type LoadStatus, loadStatus } from '../../components/LoadState/load-status'
import { draftPhoto } from '../../components/PhotoField/PhotoField'
import { useFormDraft } from '../../drafts/use-form-draft'
import { useForm } from '../../forms/use-form'
import { isCancelled, useUpload } from '../../forms/use-upload'
import { forms } from '../../i18n/compiled/en/forms'
import { profile } from '../../i18n/compiled/en/profile'
import type { PartId } from '../../i18n/messages/en'
import { type Said, sayProfile, serverSaid } from '../../i18n/server-messages'
import { type Translate, useT } from '../../i18n/use-t'
import { usePhotoDraft } from '../../photo'
import {
  type EditProfileDialog,
  type EditProfileFormProps,
  type EditProfilePhotoProps,
  EditProfileView,
  type EditProfileViewProps,
} from './EditProfileView'
import {
  initialValues,
  profileFields,
  toGender,
  validateProfileForm,
  wantsPasswordChange,
} from './profile-form'

export interface EditProfileScreenProps
  extends Pick<EditProfileViewProps, 'accountCreated' | 'onAccountCreatedSeen'> {
  /** The profile or the photo was saved, with the user as the server now has it: the app
   * refreshes its stored user. */
  onProfileUpdated?: (user: User) => void
  /** The "Password Updated" dialog's button: the app signs out and goes to /login. */
  onSignedOut: () => void
}

/** Edit the own profile: photo, website, bio, gender, and the password. */
export function EditProfileScreen({
  onProfileUpdated,
  onSignedOut,
  ...greeting
}: EditProfileScreenProps) {
  const { data: me, error, isValidating, mutate } = useMe()
  const load = {
    status: loadStatus(me, error),
    retrying: isValidating,
    onRetry: () => void mutate(),
  }
  if (!me) return <EditProfileView {...load} {...greeting} onSignedOut={onSignedOut} />
  return (
    <ProfileEditor
      {...load}
      {...greeting}
      user={me}
      onProfileUpdated={onProfileUpdated}
      onSignedOut={onSignedOut}
    />
  )
}

type ProfileId = PartId<'profile'>

/**
 * Why a profile update failed: what the server said of it (a 4xx message), if anything; or
 * that it was not sent for want of a network, or could not be confirmed.
 */
interface ProfileFailure {
  reason: string
  network?: 'forms.offline' | 'forms.unconfirmed'
}

function profileFailure(error: unknown): ProfileFailure {
  if (isOfflineError(error)) return { reason: '', network: 'forms.offline' }
  if (isUnconfirmed(error)) return { reason: '', network: 'forms.unconfirmed' }
  return { reason: userMessage(error, '') }
}

/**
 * Spec §8: a profile update that fails says "Failed to update profile."; what the server said
 * of it (a 4xx message such as "Bio must be 150 characters or less") may follow, never
 * replace it. Both in the reader's language (the server's when the UI knows it).
 */
function sayProfileFailure(
  { reason, network }: ProfileFailure,
  t: Translate<ProfileId>,
  tForms: Translate<PartId<'forms'>>,
): string {
  if (network) return tForms(network)
  if (!reason) return t('profile.updateFailed')
  return t('profile.updateFailedBecause', { reason: sayProfile({ text: reason }, t) })
}

type OnProfileUpdated = EditProfileScreenProps['onProfileUpdated']

interface ProfileEditorProps
  extends Pick<EditProfileViewProps, 'accountCreated' | 'onAccountCreatedSeen'> {
  user: User
  status: LoadStatus
  retrying: boolean
  onRetry: () => void
  onProfileUpdated: OnProfileUpdated
  onSignedOut: () => void
}

/** The page once the user is there: the photo's and the form's state over the view. */
function ProfileEditor({ user, onProfileUpdated, onSignedOut, ...page }: ProfileEditorProps) {
  const photo = useAvatarEditor(onProfileUpdated)
  const { form, dialog, closeDialog } = useProfileForm(user, onProfileUpdated)
  return (
    <EditProfileView
      {...page}
      user={user}
      photo={photo}
      form={form}
      dialog={dialog}
      onCloseDialog={closeDialog}
      onSignedOut={onSignedOut}
    />
  )
}

/**
 * The photo, apart from "Submit All Changes": a chosen photo opens an editor (a circle to move
 * and zoom it in), and "Save photo" prepares and uploads it with its progress shown.
 */
function useAvatarEditor(onProfileUpdated: OnProfileUpdated): EditProfilePhotoProps {
  const t = useT(profile)
  const tForms = useT(forms)
  const { trigger } = useUpdateAvatar()
  const photo = usePhotoDraft('avatar')
  const upload = useUpload()
  const [editing, setEditing] = useState(false)
  // Kept as said, put in words when shown: a change of language changes it too.
  const [failure, setFailure] = useState<ProfileFailure | null>(null)
  const [cancelled, setCancelled] = useState(false)
  // "Save photo" pressed while the photo was still being prepared: it is saved once ready.
  const [waiting, setWaiting] = useState(false)
  const sending = upload.state !== null

  const choose = (file: File) => {
    setFailure(null)
    setCancelled(false)
    photo.choose(file)
    setEditing(true)
  }

  const close = () => {
    if (sending) return
    setWaiting(false)
    setEditing(false)
    setFailure(null)
    setCancelled(false)
    photo.clear()
  }

  const save = async () => {
    if (sending || photo.state.status !== 'ready') return
    setWaiting(false)
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

  const press = () => {
    if (photo.state.status === 'preparing') setWaiting(true)
    else void save()
  }

  // Waiting, the photo is ready: saved, once (`save` ends the wait). A file that could not be
  // used instead (its message shown) ends the wait without a save.
  const saveNow = useRef(save)
  saveNow.current = save
  const photoStatus = photo.state.status
  const photoProblem = photo.problem
  useEffect(() => {
    if (!waiting || photoStatus === 'preparing') return
    if (photoStatus === 'ready' && !photoProblem) void saveNow.current()
    else setWaiting(false)
  }, [waiting, photoStatus, photoProblem])

  return {
    editing,
    waiting,
    draft: draftPhoto(photo.state),
    problem: photo.problem,
    upload: upload.state,
    failure: failure && sayProfileFailure(failure, t, tForms),
    cancelled,
    onPick: choose,
    onPickAnother: photo.choose,
    onEdit: photo.edit,
    onSave: press,
    onClose: close,
    onCancelUpload: upload.cancel,
  }
}

/** Why the last send failed, kept as said (put in words when shown). */
interface Failures {
  profile?: ProfileFailure
  password?: Said<ProfileId>
}

/** Website, bio, gender and the password change, sent together by "Submit All Changes": the
 * profile first, then the password. */
function useProfileForm(user: User, onProfileUpdated: OnProfileUpdated) {
  const t = useT(profile)
  const tForms = useT(forms)
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
  const [dialog, setDialog] = useState<EditProfileDialog | null>(null)

  const submit = async (values: typeof start) => {
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
        found.password = serverSaid(error, 'profile.passwordFailed')
      }
    }
    setSaving(false)
    setFailures(found)
    // Signing in again matters more than the profile's confirmation.
    setDialog(passwordChanged ? 'password' : saved ? 'profile' : null)
  }

  const fields: EditProfileFormProps = {
    ...form.view(submit),
    draftRestored: draft.restored,
    onDiscardDraft: discardDraft,
    saving,
    failures: {
      profile: failures.profile && sayProfileFailure(failures.profile, t, tForms),
      password: failures.password && sayProfile(failures.password, t),
    },
  }
  return { form: fields, dialog, closeDialog: () => setDialog(null) }
}
