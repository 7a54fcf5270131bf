import {
  isApiError,
  isLikedBy,
  type Post,
  useDeletePost,
  usePost,
  useToggleLike,
} from '@photobooth/api-client'
import { useEffect, useId, useRef, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button, IconButton } from '../../components/Button/Button'
import { button, iconButton } from '../../components/Button/Button.css'
import { CommentList } from '../../components/CommentList/CommentList'
import { ConfirmDialog } from '../../components/Dialog/Dialog'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import {
  CheckIcon,
  CommentIcon,
  EditIcon,
  HeartFilledIcon,
  HeartIcon,
  ImageIcon,
  ShareIcon,
  TrashIcon,
} from '../../components/Icon/icons'
import { Loader } from '../../components/Loader/Loader'
import { PostPhoto } from '../../components/PostPhoto/PostPhoto'
import { RelativeTime } from '../../components/RelativeTime/RelativeTime'
import { useImageUrl } from '../../lib/use-image-url'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { visuallyHidden } from '../../styles/utils.css'
import { LikersDialog } from '../LikersDialog/LikersDialog'
import { CommentForm } from './CommentForm'
import { MoreFromAuthor } from './MoreFromAuthor'
import * as styles from './PostDetailScreen.css'
import { useCopyLink } from './use-copy-link'

export interface PostDetailScreenProps {
  /** The post to show (the route's `{id}`). */
  postId: string
  /**
   * The post could not be loaded (missing or a failure); the toast "Failed to load post" has
   * been shown. Called once per post id: the app goes to /.
   */
  onLoadFailed: () => void
  /** The owner deleted the post; the toast "Post deleted" has been shown. The app leaves. */
  onPostDeleted: (postId: string) => void
  /** Arrived from a successful edit: a notice confirms that the change landed. */
  postUpdated?: boolean
}

/**
 * One post: the photo beside its author, caption, comments, likes and a comment form, then
 * more photos from the same author. The owner can edit or delete it.
 */
export function PostDetailScreen({
  postId,
  onLoadFailed,
  onPostDeleted,
  postUpdated = false,
}: PostDetailScreenProps) {
  const toast = useToast()
  const headingId = useId()
  const { data: post, error, mutate } = usePost(postId)
  const loadFailed = !post && error !== undefined

  // SWR retries server failures and re-renders meanwhile: tell the user and the app only once.
  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (!loadFailed || reported.current === postId) return
    reported.current = postId
    toast.show('Failed to load post', { tone: 'error' })
    onLoadFailed()
  }, [loadFailed, postId, toast, onLoadFailed])

  const authorName = post?.user?.name ?? 'Unknown'
  // A deleted author comes back as `{ name: "Unknown" }`, without an id: no profile, no more posts.
  const profileId = post?.user?._id

  return (
    <main className={styles.page}>
      <h1 id={headingId} className={visuallyHidden}>
        {post ? `Post by ${authorName}` : 'Post'}
      </h1>
      {post ? (
        <>
          {postUpdated ? <Alert tone="success">Post updated.</Alert> : null}
          {error ? (
            // A refresh failed: what was loaded stays usable.
            <Alert tone="info">
              <div className={styles.notice}>
                <span>Could not refresh this post. You are seeing the last loaded version.</span>
                <Button variant="secondary" size="small" onClick={() => void mutate()}>
                  Retry
                </Button>
              </div>
            </Alert>
          ) : null}
          <PostView
            // Another post starts afresh: no half-typed comment or open dialog carried over.
            key={post._id}
            post={post}
            headingId={headingId}
            onPostDeleted={onPostDeleted}
          />
          {profileId ? (
            <MoreFromAuthor userId={profileId} authorName={authorName} postId={post._id} />
          ) : null}
        </>
      ) : loadFailed ? (
        <LoadFailed notFound={isApiError(error) && error.isNotFound} />
      ) : (
        <PostSkeleton />
      )}
    </main>
  )
}

function PostView({
  post,
  headingId,
  onPostDeleted,
}: {
  post: Post
  headingId: string
  onPostDeleted: (postId: string) => void
}) {
  const viewer = useViewer()
  const toast = useToast()
  const { Link, origin } = useUi()
  const imageUrl = useImageUrl()
  const toggleLike = useToggleLike()
  const deletion = useDeletePost()
  const { copied, copy } = useCopyLink()
  const [likersOpen, setLikersOpen] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const liking = useRef(false)
  const commentInput = useRef<HTMLInputElement>(null)
  const scroller = useRef<HTMLElement>(null)

  const author = post.user
  const profileId = author?._id
  const authorName = author?.name ?? 'Unknown'
  const isOwner = viewer !== null && (profileId ?? post.userId) === viewer._id
  const liked = isLikedBy(post, viewer?._id)
  const likes = post.likesCount
  const src = imageUrl(post.image)

  const like = async () => {
    // One toggle at a time: a second click mid-flight would race the first one's rollback.
    if (!viewer || liking.current) return
    liking.current = true
    try {
      await toggleLike(post, viewer)
    } catch {
      toast.show('Failed to like post', { tone: 'error' })
    } finally {
      liking.current = false
    }
  }

  const share = async () => {
    const url = `${origin}${paths.post(post._id)}`
    if (await copy(url)) {
      toast.show('Link copied to clipboard!', { tone: 'success' })
    } else {
      toast.show(`Could not copy the link. Copy it from here: ${url}`, { tone: 'error' })
    }
  }

  const confirmDelete = async () => {
    try {
      await deletion.trigger(post._id)
      setConfirmingDelete(false)
      toast.show('Post deleted', { tone: 'success' })
      onPostDeleted(post._id)
    } catch {
      setConfirmingDelete(false)
      toast.show('Failed to delete post', { tone: 'error' })
    }
  }

  const showNewComment = () => {
    // After the list has grown: the new comment is the last one.
    requestAnimationFrame(() => {
      const element = scroller.current
      element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' })
    })
  }

  const authorLine = profileId ? (
    <Link href={paths.profile(profileId)} className={styles.authorName}>
      {authorName}
    </Link>
  ) : (
    <span className={styles.authorName}>{authorName}</span>
  )

  return (
    <article className={styles.article} aria-labelledby={headingId}>
      <div className={styles.media}>
        {src ? (
          <PostPhoto
            className={styles.photo}
            src={src}
            alt={photoAlt(authorName, post.caption)}
            priority
            // A double-click likes the post; it never takes a like back.
            onDoubleClick={() => {
              if (!liked) void like()
            }}
          />
        ) : (
          <span className={styles.noPhoto} role="img" aria-label="No photo">
            <ImageIcon size={48} />
          </span>
        )}
      </div>
      <div className={styles.side}>
        <header className={styles.header}>
          <Avatar user={author ?? { name: authorName }} size="small" />
          <div className={styles.byline}>
            {authorLine}
            <RelativeTime iso={post.createdAt} className={styles.time} />
          </div>
          {isOwner ? (
            <div className={styles.ownerActions}>
              <Link
                href={paths.editPost(post._id)}
                className={iconButton()}
                aria-label="Edit post"
                title="Edit post"
              >
                <EditIcon size={20} />
              </Link>
              <IconButton
                label="Delete post"
                tone="danger"
                aria-haspopup="dialog"
                onClick={() => setConfirmingDelete(true)}
              >
                <TrashIcon size={20} />
              </IconButton>
            </div>
          ) : null}
        </header>
        <section
          ref={scroller}
          className={styles.scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard, even when it holds no link (WCAG 2.1.1).
          tabIndex={0}
          aria-label="Caption and comments"
        >
          {post.caption ? <p className={styles.caption}>{post.caption}</p> : null}
          <CommentList postId={post._id} comments={post.comments} />
        </section>
        <div className={styles.actions}>
          <div className={styles.actionButtons}>
            <IconButton
              label={liked ? 'Unlike' : 'Like'}
              aria-pressed={liked}
              tone={liked ? 'like' : 'default'}
              disabled={!viewer}
              onClick={like}
            >
              {liked ? <HeartFilledIcon /> : <HeartIcon />}
            </IconButton>
            {viewer ? (
              <IconButton label="Comment" onClick={() => commentInput.current?.focus()}>
                <CommentIcon />
              </IconButton>
            ) : null}
            <IconButton
              label={copied ? 'Link copied' : 'Share'}
              tone={copied ? 'success' : 'default'}
              onClick={share}
            >
              {copied ? <CheckIcon /> : <ShareIcon />}
            </IconButton>
          </div>
          <button
            type="button"
            className={styles.likesButton}
            aria-haspopup="dialog"
            onClick={() => setLikersOpen(true)}
          >
            {likes === 1 ? '1 like' : `${likes} likes`}
          </button>
        </div>
        {viewer ? (
          <CommentForm postId={post._id} inputRef={commentInput} onCommentAdded={showNewComment} />
        ) : (
          <p className={styles.guestLine}>
            <Link href={paths.login()} className={button({ variant: 'link' })}>
              Log in
            </Link>{' '}
            to like or comment.
          </p>
        )}
      </div>
      <LikersDialog open={likersOpen} onOpenChange={setLikersOpen} likers={post.likes} />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => (deletion.isMutating ? undefined : setConfirmingDelete(open))}
        title="Delete post?"
        description="The photo, its caption and its comments will be gone for good. This cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={deletion.isMutating}
        onConfirm={confirmDelete}
      />
    </article>
  )
}

/** The photo's text alternative: whose it is and what its caption says. */
function photoAlt(authorName: string, caption: string): string {
  const text = caption.trim().replace(/\s+/g, ' ')
  if (!text) return `Photo by ${authorName}`
  return `Photo by ${authorName}: ${text.length > 100 ? `${text.slice(0, 100)}…` : text}`
}

/** Shown while the app moves on after the failure toast. */
function LoadFailed({ notFound }: { notFound: boolean }) {
  const { Link } = useUi()
  return (
    <EmptyState
      className={styles.failed}
      icon={<ImageIcon size={28} />}
      title="Failed to load post"
      detail={
        notFound
          ? 'This post does not exist, or it has been deleted.'
          : 'Something went wrong on our side. Please try again in a moment.'
      }
      action={
        <Link href={paths.home()} className={button({ variant: 'secondary' })}>
          Back to feed
        </Link>
      }
    />
  )
}

/** The layout of a post, empty, while it loads. */
function PostSkeleton() {
  return (
    <div className={styles.article}>
      <div className={[styles.media, styles.mediaLoading].join(' ')}>
        <Loader />
      </div>
      <div className={styles.side} aria-hidden="true">
        <div className={styles.header}>
          <span className={styles.boneAvatar} />
          <span className={styles.bone.short} />
        </div>
        <div className={styles.scroller}>
          <span className={styles.bone.long} />
          <span className={styles.bone.medium} />
          <span className={styles.bone.long} />
          <span className={styles.bone.short} />
        </div>
      </div>
    </div>
  )
}
