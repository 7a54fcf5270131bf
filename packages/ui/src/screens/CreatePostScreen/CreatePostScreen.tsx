'use client'

import { useCreatePost } from '@photobooth/api-client'
import { useEffect, useRef, useState } from 'react'
import { usePostForm } from '../../forms/use-post-form'
import { compose } from '../../i18n/compiled/en/compose'
import { forms } from '../../i18n/compiled/en/forms'
import { useT } from '../../i18n/use-t'
import { useViewer } from '../../provider/viewer-context'
import { CreatePostView } from './CreatePostView'

export interface CreatePostScreenProps {
  /** The header's back button: the app goes back (or to the feed). */
  onBack: () => void
  /** The post was created (fired before the success dialog shows), with its id. */
  onPostCreated?: (postId: string) => void
  /** The success dialog's "Continue to Feed", or the dialog closed any other way. */
  onContinueToFeed: () => void
  /**
   * What another app shared into this one (the system's share sheet): the form starts from
   * its photo, prepared as any picked one, and from its text as the caption. Read once, when
   * the screen opens.
   */
  shared?: SharedContent
}

/** A photo and text shared from another app. */
export interface SharedContent {
  photo?: File
  text?: string
}

/**
 * New post: a photo — prepared in the browser, cropped and turned as the user likes — and a
 * caption, then a "Post Created!" dialog. The upload shows its progress and can be
 * cancelled; a cancelled or failed upload leaves the form as it was.
 */
export function CreatePostScreen({
  onBack,
  onPostCreated,
  onContinueToFeed,
  shared,
}: CreatePostScreenProps) {
  const t = useT(compose)
  const tForms = useT(forms)
  const viewer = useViewer()
  const { trigger } = useCreatePost()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [mayShowTwice, setMayShowTwice] = useState(false)
  const continued = useRef(false)
  const { fields, problem } = usePostForm({
    ...(shared?.photo ? { startPhoto: shared.photo } : {}),
    draftKey: 'create-post',
    photoRequired: true,
    // With the author known, the post is made once however the network behaves.
    send: (post, upload) => trigger({ ...post, ...upload, authorId: viewer?._id }),
    onSent: ({ id, possibleCopies }) => {
      onPostCreated?.(id)
      setMayShowTwice((possibleCopies?.length ?? 0) > 0)
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
