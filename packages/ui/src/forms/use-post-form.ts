'use client'

import {
  isOfflineError,
  isSessionExpired,
  isUnconfirmed,
  type UploadOptions,
} from '@photobooth/api-client'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  draftPhoto,
  type PhotoFieldPhoto,
  type PhotoFieldUpload,
} from '../components/PhotoField/PhotoField'
import { useFormDraft } from '../drafts/use-form-draft'
import { type PhotoEditValue, usePhotoDraft } from '../photo'
import { useForm } from './use-form'
import { isCancelled, useUpload } from './use-upload'
import { validatePost } from './validators'

/**
 * Where a post form is: being filled in; sent while its photo is still being prepared, so
 * waiting to go the moment the photo is ready (`waiting`); being sent; or sent (nothing left to
 * change).
 */
export type PostFormStatus = 'editing' | 'waiting' | 'sending' | 'done'

/**
 * How a send ended that did not succeed: the form is back as it was, everything kept. Besides
 * failing or being cancelled, it was not sent for want of a network (`offline`), or its answer
 * was lost and the server could not be asked whether the post was made (`unconfirmed`: the
 * next press asks first).
 */
export type PostFormProblem = 'failed' | 'cancelled' | 'offline' | 'unconfirmed'

/** What the post form's view is given by `usePostForm` (or by a story's args). */
export interface PostFormFields {
  caption: string
  /** Shown once the form was submitted. */
  captionError?: string | undefined
  onCaptionChange: (caption: string) => void
  photo: PhotoFieldPhoto
  /** Why the chosen file cannot be used, or that a photo is required. */
  photoError?: string | undefined
  onPickPhoto: (file: File) => void
  onEditPhoto: (change: Partial<PhotoEditValue>) => void
  /** Forgets the chosen photo (an edited post keeps its current image). */
  onClearPhoto: () => void
  /** The photo's upload, while one is under way. */
  upload: PhotoFieldUpload | null
  onCancelUpload: () => void
  status: PostFormStatus
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The form was put back from a kept draft (its caption, its photo): it says so. */
  draftRestored?: boolean
  /** Starts afresh: the caption and photo the form began with, the draft forgotten. */
  onDiscardDraft?: () => void
}

export interface PostFormOptions<Result> {
  /** The caption to start from (the edited post's). */
  initialCaption?: string
  /**
   * A photo to start from, in place of a kept draft's (one shared from another app): chosen as
   * if picked in the form — prepared, and kept in the draft, as any other.
   */
  startPhoto?: File
  /**
   * Keeps the caption and the chosen photo (as it would be sent) under this key of the
   * nearest `DraftStore` until sent or discarded, and starts from them when they are there:
   * e.g. `create-post`, `edit-post:{id}`. Without one nothing is kept.
   */
  draftKey?: string
  /** A new post needs a photo; an edited post keeps its current one without. */
  photoRequired: boolean
  /** Sends the post: the caption trimmed, the photo as prepared when one was chosen, and its
   * upload's options (progress and cancel) to pass to the API call. */
  send: (post: { caption: string; image?: Blob }, upload?: UploadOptions) => Promise<Result>
  /** Sent: called in the same update as the form turning `done`. */
  onSent?: (result: Result) => void
  /** Not sent (failed or cancelled): called in the same update as the form coming back. */
  onFailed?: (problem: PostFormProblem) => void
}

/**
 * The create and edit post forms' state (spec §5, §9), on `useForm`: the caption with the
 * product's validation timing, the photo through the photo pipeline (chosen, prepared in the
 * browser, cropped), and the send with its upload's progress and Cancel. A failed or cancelled
 * send leaves the form exactly as it was.
 */
export function usePostForm<Result>({
  initialCaption = '',
  startPhoto,
  draftKey,
  photoRequired,
  send,
  onSent,
  onFailed,
}: PostFormOptions<Result>): { fields: PostFormFields; problem: PostFormProblem | null } {
  const draft = useFormDraft(draftKey, { caption: initialCaption })
  const photo = usePhotoDraft('post', { onPrepared: ({ blob }) => draft.keepPhoto(blob) })
  const upload = useUpload()
  const [status, setStatus] = useState<PostFormStatus>('editing')
  const [problem, setProblem] = useState<PostFormProblem | null>(null)
  const form = useForm(draft.initial, (values) =>
    validatePost(values, { photoMissing: photoRequired && photo.state.status === 'empty' }),
  )

  // The caption is kept as it is typed, until the post is sent.
  const { keep, keepPhoto, readPhoto, photoRestored } = draft
  const caption = form.values.caption
  const captionNow = useRef(caption)
  captionNow.current = caption
  useEffect(() => {
    if (status !== 'done') keep({ caption })
  }, [keep, caption, status])

  // A kept photo comes back once, unless the user chose one first, or the form starts from one.
  const shown = useRef(photo.state.status)
  shown.current = photo.state.status
  const { restore, choose } = photo
  const started = useRef(false)
  useEffect(() => {
    if (startPhoto) {
      if (!started.current) choose(startPhoto)
      started.current = true
      return
    }
    let current = true
    void readPhoto().then(async (kept) => {
      if (!current || !kept || shown.current !== 'empty') return
      const outcome = await restore(kept)
      if (outcome === 'restored') photoRestored()
      // Storage gave back something that is not a photo: forget it, say nothing.
      else if (outcome === 'unreadable') keepPhoto(null)
    })
    return () => {
      current = false
    }
  }, [startPhoto, choose, readPhoto, restore, photoRestored, keepPhoto])

  const clearPhoto = () => {
    photo.clear()
    keepPhoto(null)
  }
  const discardDraft = () => {
    draft.forget()
    form.set('caption', initialCaption)
    photo.clear()
  }

  const sendPost = async (caption: string) => {
    setProblem(null)
    setStatus('sending')
    // A chosen photo is prepared and its upload followed; a caption alone just goes.
    const options = photo.state.status === 'ready' ? upload.begin() : undefined
    try {
      const image = options ? (await photo.prepare()).blob : undefined
      options?.signal.throwIfAborted()
      const result = await send({ caption: caption.trim(), ...(image ? { image } : {}) }, options)
      upload.end()
      draft.forget()
      setStatus('done')
      onSent?.(result)
    } catch (error) {
      upload.end()
      setStatus('editing')
      // The session ran out: the app takes the user to sign in again and says why, and the
      // draft waits for their return. A failure message here would only add noise.
      if (isSessionExpired(error)) return
      const why: PostFormProblem = isCancelled(error)
        ? 'cancelled'
        : isOfflineError(error)
          ? 'offline'
          : isUnconfirmed(error)
            ? 'unconfirmed'
            : 'failed'
      setProblem(why)
      onFailed?.(why)
    }
  }

  // A press while the chosen photo is still being prepared is not lost: the form waits for it
  // (the button says so) and goes the moment it is ready.
  const submit = form.handleSubmit(({ caption }) =>
    photo.state.status === 'preparing' ? setStatus('waiting') : sendPost(caption),
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Nothing is sent twice: a press while waiting or sending is the same press.
    if (status !== 'editing') return event.preventDefault()
    submit(event)
  }

  // Waiting, the photo is ready: it goes, once (the form is `sending` from this very call). A
  // file that could not be used instead (its message shown, the photo before it back) brings
  // the form back as it was.
  const sendNow = useRef(sendPost)
  sendNow.current = sendPost
  const photoStatus = photo.state.status
  const photoProblem = photo.problem
  useEffect(() => {
    if (status !== 'waiting' || photoStatus === 'preparing') return
    if (photoStatus === 'ready' && !photoProblem) void sendNow.current(captionNow.current)
    else setStatus('editing')
  }, [status, photoStatus, photoProblem])

  return {
    fields: {
      caption: form.values.caption,
      captionError: form.errors.caption,
      onCaptionChange: (caption) => form.set('caption', caption),
      photo: draftPhoto(photo.state),
      photoError: photo.problem ?? form.errors.image,
      onPickPhoto: photo.choose,
      onEditPhoto: photo.edit,
      onClearPhoto: clearPhoto,
      upload: upload.state,
      onCancelUpload: upload.cancel,
      status,
      onSubmit,
      draftRestored: draft.restored,
      onDiscardDraft: discardDraft,
    },
    problem,
  }
}
