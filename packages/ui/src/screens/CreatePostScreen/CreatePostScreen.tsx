import { useCreatePost } from '@photobooth/api-client'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button, IconButton } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { FieldError, TextArea } from '../../components/Field/Field'
import { BackIcon, ImageIcon } from '../../components/Icon/icons'
import { ImagePicker } from '../../components/ImagePicker/ImagePicker'
import { CAPTION_MAX } from '../../forms/validators'
import { useViewer } from '../../provider/viewer-context'
import * as styles from './CreatePostScreen.css'
import {
  captionCounter,
  captionProblem,
  focusField,
  IMAGE_REQUIRED,
  useObjectUrl,
} from './post-form'
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

/** New post: an image and a caption, then a "Post Created!" dialog. */
export function CreatePostScreen({
  onBack,
  onPostCreated,
  onContinueToFeed,
}: CreatePostScreenProps) {
  const viewer = useViewer()
  const { trigger } = useCreatePost()
  const titleId = useId()
  const formId = useId()
  const imageErrorId = useId()
  const form = useRef<HTMLFormElement>(null)

  const [image, setImage] = useState<File | null>(null)
  const [rejection, setRejection] = useState<string | null>(null)
  const [caption, setCaption] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // Own state rather than the mutation's, so that the form comes back in the same render as
  // the failure message.
  const [sending, setSending] = useState(false)
  const [createdId, setCreatedId] = useState<string | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const continued = useRef(false)
  const preview = useObjectUrl(image)

  // Nothing is flagged before the first submit; from then on errors follow the input.
  const imageError = rejection ?? (submitted && !image ? IMAGE_REQUIRED : undefined)
  const captionError = submitted ? captionProblem(caption) : undefined
  const locked = sending || createdId !== null

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (locked) return
    setSubmitted(true)
    if (!image) return focusField(form.current, 'image')
    if (captionProblem(caption)) return focusField(form.current, 'caption')
    setFailure(null)
    setSending(true)
    const created = await trigger({ caption: caption.trim(), image }).catch(() => null)
    setSending(false)
    if (!created) {
      // One message for every failure (spec §8); the caption and the image stay for a retry.
      setFailure(CREATE_FAILED)
      return
    }
    const { id } = created
    setCreatedId(id)
    onPostCreated?.(id)
    setDialogOpen(true)
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

          <div className={postStyles.media}>
            <div className={postStyles.frame}>
              {preview ? (
                <img className={postStyles.image} src={preview} alt="Preview of your new post" />
              ) : (
                <div className={styles.placeholder}>
                  <ImageIcon size={56} />
                  <p className={styles.placeholderText}>Choose a photo to share</p>
                </div>
              )}
            </div>
            <div className={styles.pickerRow}>
              <ImagePicker
                label={image ? 'Change image' : 'Select from computer'}
                name="image"
                disabled={locked}
                describedBy={imageError ? imageErrorId : undefined}
                onPick={(file) => {
                  setRejection(null)
                  setImage(file)
                }}
                onReject={setRejection}
              />
              {imageError ? <FieldError id={imageErrorId}>{imageError}</FieldError> : null}
            </div>
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
