import { type Post, usePost, useUpdatePost } from '@photobooth/api-client'
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { button as buttonStyle } from '../../components/Button/Button.css'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { TextArea } from '../../components/Field/Field'
import { AlertIcon, CheckIcon, EditIcon, ImageIcon } from '../../components/Icon/icons'
import { Loader } from '../../components/Loader/Loader'
import { draftPhoto, PhotoField } from '../../components/PhotoField/PhotoField'
import { isCancelled, UPLOAD_CANCELLED, useUpload } from '../../forms/use-upload'
import { CAPTION_MAX } from '../../forms/validators'
import { useImageUrl } from '../../lib/use-image-url'
import { paths } from '../../paths'
import { usePhotoDraft } from '../../photo'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { captionCounter, captionProblem, focusField } from '../CreatePostScreen/post-form'
import * as postStyles from '../CreatePostScreen/post-form.css'
import * as styles from './EditPostScreen.css'
import { OVERLAY_FADE_AFTER_MS, OVERLAY_LEAVE_AFTER_MS } from './overlay-timing'

export interface EditPostScreenProps {
  /** The post to edit (the route's `{id}`). */
  postId: string
  /**
   * The post could not be loaded (missing, or the call failed): called once, after the toast
   * "Failed to load post"; the app leaves the screen.
   */
  onLoadFailed: () => void
  /**
   * The post was saved: called 1200 ms after success, as the overlay finishes fading. The app
   * goes to the post (with its `postUpdated` flag) and clears its cached feed.
   */
  onPostUpdated: (postId: string) => void
}

/** Edit an own post: its caption and, optionally, a new image. */
export function EditPostScreen({ postId, onLoadFailed, onPostUpdated }: EditPostScreenProps) {
  const viewer = useViewer()
  const toast = useToast()
  const { Link } = useUi()
  const { data: post, error, isValidating, mutate } = usePost(postId)
  const titleId = useId()

  // The toast and the intent come once per post, whatever retries and re-renders follow.
  const reportedFor = useRef<string | null>(null)
  const loadFailed = error !== undefined && post === undefined
  const reportLoadFailure = useEffectEvent(() => {
    toast.show('Failed to load post', { tone: 'error' })
    onLoadFailed()
  })
  useEffect(() => {
    if (!loadFailed || reportedFor.current === postId) return
    reportedFor.current = postId
    reportLoadFailure()
  }, [loadFailed, postId])

  let body: ReactNode
  if (post) {
    const ownerId = post.userId ?? post.user?._id
    body =
      viewer && ownerId === viewer._id ? (
        <>
          {error ? (
            <Alert tone="info" className={styles.notice}>
              Could not refresh this post: you are editing the version loaded earlier.
            </Alert>
          ) : null}
          <EditPostForm key={post._id} post={post} onPostUpdated={onPostUpdated} />
        </>
      ) : (
        // The server would answer 403 anyway: say so before anything is typed.
        <EmptyState
          icon={<EditIcon size={28} />}
          title="You can only edit your own posts."
          action={
            <Link href={paths.post(post._id)} className={buttonStyle({ variant: 'secondary' })}>
              Back to post
            </Link>
          }
        />
      )
  } else if (error) {
    body = error.isNotFound ? (
      <EmptyState
        icon={<ImageIcon size={28} />}
        title="Post not found."
        detail="It may have been deleted."
        action={
          <Link href={paths.home()} className={buttonStyle({ variant: 'secondary' })}>
            Back to feed
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={<AlertIcon size={28} />}
        title="Could not load this post."
        detail="Check your connection and try again."
        action={
          <Button variant="secondary" busy={isValidating} onClick={() => void mutate()}>
            Retry
          </Button>
        }
      />
    )
  } else {
    body = <Loader className={styles.loader} />
  }

  return (
    <main className={postStyles.page} aria-labelledby={titleId}>
      <div className={postStyles.card}>
        <header className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            Edit post
          </h1>
        </header>
        {body}
      </div>
    </main>
  )
}

interface EditPostFormProps {
  post: Post
  onPostUpdated: (postId: string) => void
}

/**
 * The form proper, mounted once the post is there: its fields start from the post and are
 * then the user's alone (a background refresh of the post never overwrites what is typed).
 */
function EditPostForm({ post, onPostUpdated }: EditPostFormProps) {
  const { Link } = useUi()
  const toast = useToast()
  const imageUrl = useImageUrl()
  const { trigger } = useUpdatePost()
  const form = useRef<HTMLFormElement>(null)

  const [caption, setCaption] = useState(post.caption)
  const photo = usePhotoDraft('post')
  const upload = useUpload()
  const [submitted, setSubmitted] = useState(false)
  // Own state rather than the mutation's, so that the form comes back in the same render as
  // the failure toast.
  const [sending, setSending] = useState(false)
  const [updated, setUpdated] = useState(false)
  const [fading, setFading] = useState(false)

  const captionError = submitted ? captionProblem(caption) : undefined
  const locked = sending || updated
  const leave = useEffectEvent(() => onPostUpdated(post._id))
  useEffect(() => {
    if (!updated) return
    const fade = setTimeout(() => setFading(true), OVERLAY_FADE_AFTER_MS)
    const done = setTimeout(leave, OVERLAY_LEAVE_AFTER_MS)
    return () => {
      clearTimeout(fade)
      clearTimeout(done)
    }
  }, [updated])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (locked || photo.state.status === 'preparing') return
    setSubmitted(true)
    if (captionProblem(caption)) return focusField(form.current, 'caption')
    setSending(true)
    // A new photo is prepared and its upload followed; a caption alone just goes.
    const options = photo.state.status === 'ready' ? upload.begin() : undefined
    try {
      const image = options ? (await photo.prepare()).blob : undefined
      options?.signal.throwIfAborted()
      await trigger({ postId: post._id, caption: caption.trim(), image, ...options })
      setUpdated(true)
    } catch (error) {
      // The form comes back as it was, everything kept, for another try.
      if (isCancelled(error)) toast.show(UPLOAD_CANCELLED, { tone: 'info' })
      else toast.show('Failed to update post', { tone: 'error' })
    } finally {
      upload.end()
      setSending(false)
    }
  }

  const currentImage = imageUrl(post.image)

  return (
    <div className={styles.formArea}>
      <form
        ref={form}
        className={postStyles.body}
        onSubmit={submit}
        noValidate
        aria-label="Edit post"
      >
        <div className={postStyles.media}>
          <PhotoField
            photo={draftPhoto(photo.state)}
            pickLabel="Change Image"
            name="image"
            empty={
              currentImage ? (
                <img className={postStyles.image} src={currentImage} alt="Your post as it is now" />
              ) : (
                <ImageIcon size={56} className={styles.noImage} />
              )
            }
            error={photo.problem ?? undefined}
            actions={
              photo.state.status === 'ready' ? (
                <Button variant="ghost" size="small" disabled={locked} onClick={photo.clear}>
                  Keep current image
                </Button>
              ) : null
            }
            disabled={locked}
            upload={upload.state}
            onPick={photo.choose}
            onEdit={photo.edit}
            onCancelUpload={upload.cancel}
          />
        </div>

        <div className={styles.details}>
          <TextArea
            label="Caption"
            name="caption"
            rows={8}
            required
            maxLength={CAPTION_MAX}
            placeholder="Write a caption..."
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            counter={captionCounter(caption)}
            error={captionError}
            disabled={locked}
          />
          <div className={styles.actions}>
            <Link href={paths.post(post._id)} className={buttonStyle({ variant: 'secondary' })}>
              Cancel
            </Link>
            <Button type="submit" busy={sending} busyLabel="Updating Post..." disabled={updated}>
              {updated ? (
                <>
                  <CheckIcon size={18} />
                  Post Updated!
                </>
              ) : (
                'Update Post'
              )}
            </Button>
          </div>
        </div>
      </form>

      {/* Always present, so that screen readers announce the success when it fills in. */}
      <div
        role="status"
        className={updated ? styles.overlay : undefined}
        data-state={fading ? 'fading' : 'shown'}
      >
        {updated ? (
          <>
            <span className={styles.overlayIcon} aria-hidden="true">
              <CheckIcon size={32} />
            </span>
            <p className={styles.overlayTitle}>Post Updated Successfully!</p>
            <p className={styles.overlayText}>Redirecting to your post...</p>
          </>
        ) : null}
      </div>
    </div>
  )
}
