import { useCreatePost } from '@photobooth/api-client'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button, IconButton } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { TextArea } from '../../components/Field/Field'
import { BackIcon, ImageIcon } from '../../components/Icon/icons'
import { PhotoField } from '../../components/PhotoField/PhotoField'
import { isCancelled, UPLOAD_CANCELLED, useUpload } from '../../forms/use-upload'
import { CAPTION_MAX } from '../../forms/validators'
import { usePhotoDraft } from '../../photo'
import { useViewer } from '../../provider/viewer-context'
import * as styles from './CreatePostScreen.css'
import { captionCounter, captionProblem, focusField, IMAGE_REQUIRED } from './post-form'
import * as postStyles from './post-form.css'

export interface CreatePostScreenProps {
  /** The header's back button: the app goes back (or to the feed). */
  onBack: () => void
  /** The post was created (fired before the success dialog shows), with its id. */
  onPostCreated?: (postId: string) => void
  /** The success dialog's "Continue to Feed", or the dialog closed any other way. */
  onContinueToFeed: () => void
}

const CREATE_FAILED = 'Failed to create post. Please try again.'

/**
 * New post: a photo — prepared in the browser, cropped and turned as the user likes — and a
 * caption, then a "Post Created!" dialog. The upload shows its progress and can be
 * cancelled; a cancelled or failed upload leaves the form as it was.
 */
export function CreatePostScreen({
  onBack,
  onPostCreated,
  onContinueToFeed,
}: CreatePostScreenProps) {
  const viewer = useViewer()
  const { trigger } = useCreatePost()
  const photo = usePhotoDraft('post')
  const upload = useUpload()
  const titleId = useId()
  const formId = useId()
  const form = useRef<HTMLFormElement>(null)

  const [caption, setCaption] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [cancelled, setCancelled] = useState(false)
  const [createdId, setCreatedId] = useState<string | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const continued = useRef(false)

  const ready = photo.state.status === 'ready'
  // Nothing is flagged before the first submit; from then on errors follow the input.
  const imageError =
    photo.problem ?? (submitted && photo.state.status === 'empty' ? IMAGE_REQUIRED : undefined)
  const captionError = submitted ? captionProblem(caption) : undefined
  const sending = upload.state !== null
  const locked = sending || createdId !== null

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (locked || photo.state.status === 'preparing') return
    setSubmitted(true)
    if (!ready) return focusField(form.current, 'image')
    if (captionProblem(caption)) return focusField(form.current, 'caption')
    setFailure(null)
    setCancelled(false)
    const options = upload.begin()
    try {
      const prepared = await photo.prepare()
      options.signal.throwIfAborted()
      const { id } = await trigger({ caption: caption.trim(), image: prepared.blob, ...options })
      upload.end()
      setCreatedId(id)
      onPostCreated?.(id)
      setDialogOpen(true)
    } catch (error) {
      upload.end()
      // The caption and the photo, as edited, stay for another try.
      if (isCancelled(error)) setCancelled(true)
      else setFailure(CREATE_FAILED)
    }
  }

  // The button and every other way out of the dialog lead to the feed, exactly once.
  const continueToFeed = () => {
    setDialogOpen(false)
    if (continued.current) return
    continued.current = true
    onContinueToFeed()
  }

  return (
    <main className={postStyles.page} aria-labelledby={titleId}>
      <div className={postStyles.card}>
        <header className={styles.header}>
          <IconButton label="Back" onClick={onBack} className={styles.headerStart}>
            <BackIcon size={24} />
          </IconButton>
          <h1 id={titleId} className={styles.title}>
            Create new post
          </h1>
          <Button
            type="submit"
            form={formId}
            className={styles.headerEnd}
            busy={sending}
            busyLabel="Posting..."
            disabled={createdId !== null}
          >
            Post
          </Button>
        </header>

        <form
          id={formId}
          ref={form}
          className={postStyles.body}
          onSubmit={submit}
          noValidate
          aria-labelledby={titleId}
        >
          {failure ? <Alert className={styles.failure}>{failure}</Alert> : null}
          {cancelled ? (
            <Alert tone="info" className={styles.failure}>
              {UPLOAD_CANCELLED}
            </Alert>
          ) : null}

          <div className={postStyles.media}>
            <PhotoField
              photo={
                photo.state.status === 'ready'
                  ? {
                      status: 'ready',
                      src: photo.state.src,
                      size: photo.state.photo,
                      edit: photo.state.edit,
                    }
                  : photo.state
              }
              pickLabel="Select from computer"
              changeLabel="Change photo"
              name="image"
              empty={
                <div className={styles.placeholder}>
                  <ImageIcon size={56} />
                  <p className={styles.placeholderText}>Choose a photo to share</p>
                </div>
              }
              error={imageError}
              disabled={createdId !== null}
              upload={upload.state}
              onPick={photo.choose}
              onEdit={photo.edit}
              onCancelUpload={upload.cancel}
            />
          </div>

          <div className={styles.details}>
            {viewer ? (
              <div className={styles.author}>
                <Avatar user={viewer} size="small" />
                <span className={styles.authorName}>{viewer.name}</span>
              </div>
            ) : null}
            <TextArea
              label="Caption"
              name="caption"
              rows={10}
              maxLength={CAPTION_MAX}
              placeholder="Write a caption..."
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              counter={captionCounter(caption)}
              error={captionError}
              disabled={locked}
            />
          </div>
        </form>
      </div>

      <Dialog
        open={dialogOpen}
        onOpenChange={(open) => (open ? undefined : continueToFeed())}
        title="Post Created!"
        description="Your photo has been shared."
        centered
        hideClose
        actions={
          <Button fullWidth onClick={continueToFeed}>
            Continue to Feed
          </Button>
        }
      />
    </main>
  )
}
