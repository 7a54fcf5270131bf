'use client'

import { useCreatePost } from '@photobooth/api-client'
import { useEffect, useRef, useState } from 'react'
import { useDraftStore } from '../../drafts/DraftProvider'
import { usePostForm } from '../../forms/use-post-form'
import { compose } from '../../i18n/compiled/en/compose'
import { forms } from '../../i18n/compiled/en/forms'
import { useT } from '../../i18n/use-t'
import { PHOTO_MAX_BYTES } from '../../photo'
import { useViewer } from '../../provider/viewer-context'
import { CreatePostView } from './CreatePostView'
import { SharedPhotoStep } from './SharedPhotoStep'

export interface CreatePostScreenProps {
  /** The header's back button: the app goes back (or to the feed). */
  onBack: () => void
  /** The post was created (fired before the success dialog shows), with its id. */
  onPostCreated?: (postId: string) => void
  /** The success dialog's "Continue to Feed", or the dialog closed any other way. */
  onContinueToFeed: () => void
  /**
   * What another app shared into this one (the system's share sheet — or any website posting
   * to the share target): offered first, "Use this photo?", before the form. Only once the
   * person uses it does the form start from its photo, prepared as any picked one, and from its
   * text as the caption (replacing those of an unsent draft, as the step says). Read once, when
   * the screen opens.
   */
  shared?: SharedContent
  /** The share was used: it is in the form, and the draft, now (the app forgets its copy). */
  onSharedUsed?: () => void
  /** The share was discarded: the form shows as it was (the app deletes what was shared). */
  onSharedDiscarded?: () => void
  /** What was shared was refused, larger than the 50 MB a photo may have: the form says so. */
  shareRefused?: boolean
}

/** A photo and text shared from another app. */
export interface SharedContent {
  photo?: File
  text?: string
}

/** Where the new-post form keeps its draft (see `DraftStore`). */
const DRAFT_KEY = 'create-post'

/**
 * New post: a photo — prepared in the browser, cropped and turned as the user likes — and a
 * caption, then a "Post Created!" dialog. The upload shows its progress and can be
 * cancelled; a cancelled or failed upload leaves the form as it was. Opened on what another
 * app shared, it asks first whether to use it.
 */
export function CreatePostScreen({
  shared,
  onSharedUsed,
  onSharedDiscarded,
  ...form
}: CreatePostScreenProps) {
  const [step, setStep] = useState<'asking' | 'used' | 'discarded'>(
    shared?.photo || shared?.text?.trim() ? 'asking' : 'discarded',
  )
  const asking = step === 'asking'
  const replacesDraft = useUnsentPost(asking)
  const preview = usePreview(asking ? shared?.photo : undefined)
  if (asking) {
    const text = shared?.text?.trim()
    return (
      <SharedPhotoStep
        {...(shared?.photo ? { photo: { src: preview, name: shared.photo.name || 'photo' } } : {})}
        {...(text ? { text } : {})}
        replacesDraft={replacesDraft}
        onUse={() => {
          setStep('used')
          onSharedUsed?.()
        }}
        onDiscard={() => {
          setStep('discarded')
          onSharedDiscarded?.()
        }}
        onBack={form.onBack}
      />
    )
  }
  return <CreatePostForm {...form} {...(step === 'used' && shared ? { shared } : {})} />
}

/** Whether the nearest draft store holds an unsent new post (its caption or its photo). */
function useUnsentPost(looking: boolean): boolean {
  const store = useDraftStore()
  const [caption] = useState(() => Boolean(store?.read(DRAFT_KEY)?.caption?.trim()))
  const [photo, setPhoto] = useState(false)
  useEffect(() => {
    if (!looking || !store) return
    let current = true
    void store
      .readPhoto(DRAFT_KEY)
      .then((kept) => current && setPhoto(kept !== undefined))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [looking, store])
  return caption || photo
}

/** An address to draw `file` from while it is shown (an object URL, revoked after). */
function usePreview(file: File | undefined): string | undefined {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    setSrc(url)
    return () => {
      URL.revokeObjectURL(url)
      setSrc(undefined)
    }
  }, [file])
  return src
}

/** The form itself: `shared` is what the person chose to use (read once, at the start). */
function CreatePostForm({
  onBack,
  onPostCreated,
  onContinueToFeed,
  shared,
  shareRefused = false,
}: Omit<CreatePostScreenProps, 'onSharedUsed' | 'onSharedDiscarded'>) {
  const t = useT(compose)
  const tForms = useT(forms)
  const viewer = useViewer()
  const { trigger } = useCreatePost()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [mayShowTwice, setMayShowTwice] = useState(false)
  const continued = useRef(false)
  const { fields, problem } = usePostForm({
    ...(shared?.photo ? { startPhoto: shared.photo } : {}),
    draftKey: DRAFT_KEY,
    photoRequired: true,
    // With the author known, the post is made once however the network behaves.
    send: (post, upload) => trigger({ ...post, ...upload, authorId: viewer?._id }),
    onSent: ({ id, possibleCopies, copiesUnchecked }) => {
      onPostCreated?.(id)
      setMayShowTwice((possibleCopies?.length ?? 0) > 0 || copiesUnchecked === true)
      setDialogOpen(true)
    },
  })

  // The shared text becomes the caption, once (the kept draft's is replaced by it).
  const sharedText = useRef(shared?.text?.trim())
  const { onCaptionChange } = fields
  useEffect(() => {
    if (!sharedText.current) return
    onCaptionChange(sharedText.current)
    sharedText.current = undefined
  }, [onCaptionChange])

  // The button and every other way out of the dialog lead to the feed, exactly once.
  const continueToFeed = () => {
    setDialogOpen(false)
    if (continued.current) return
    continued.current = true
    onContinueToFeed()
  }

  return (
    <CreatePostView
      {...fields}
      author={viewer}
      failure={
        problem === 'failed'
          ? t('compose.create.failed')
          : problem === 'offline'
            ? tForms('forms.offline')
            : problem === 'unconfirmed'
              ? tForms('forms.unconfirmed')
              : shareRefused
                ? t('compose.shared.tooLarge', { max: PHOTO_MAX_BYTES / 1024 / 1024 })
                : null
      }
      cancelled={problem === 'cancelled'}
      createdDialogOpen={dialogOpen}
      mayShowTwice={mayShowTwice}
      onBack={onBack}
      onContinueToFeed={continueToFeed}
    />
  )
}
