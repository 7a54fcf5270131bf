import { isLikedBy, type Post } from '@photobooth/api-client'
import { type MouseEvent, type Ref, useEffect, useRef, useState } from 'react'
import { useImageUrl } from '../../lib/use-image-url'
import { paths } from '../../paths'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { Avatar } from '../Avatar/Avatar'
import { IconButton } from '../Button/Button'
import { iconButton } from '../Button/Button.css'
import { AlertIcon, CommentIcon, HeartFilledIcon, HeartIcon } from '../Icon/icons'
import { PostPhoto } from '../PostPhoto/PostPhoto'
import { RelativeTime } from '../RelativeTime/RelativeTime'
import * as styles from './PostCard.css'

/** Captions longer than this many characters are cut, with a "more" toggle. */
export const CAPTION_PREVIEW_LENGTH = 100
/** A card shows at most this many comments: the latest ones. */
export const COMMENT_PREVIEWS = 2
/** A click on the photo opens the post only if no second click follows within this time:
 * a double-click likes the post instead. */
const DOUBLE_CLICK_MS = 250

export interface PostCardProps {
  /** The populated post, as `GET /posts` or `GET /posts/{id}` answer it. */
  post: Post
  /** The like button was pressed; the screen toggles the like (a guest gets the join popup). */
  onLike: (post: Post) => void
  /** A like of this post is on its way: presses are ignored until it settles. */
  likePending?: boolean
  /**
   * Called on a click on any of the card's links (author, photo, comments) before it
   * navigates; `event.preventDefault()` cancels the navigation (the guest feed opens its popup).
   */
  onGuardedNavigation?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** The first card of a list: its photo loads at once with high priority instead of lazily. */
  priority?: boolean
  /** The card's `<article>`, e.g. to watch it enter the viewport. */
  ref?: Ref<HTMLElement>
  className?: string
}

/**
 * One post of a feed: author, photo, like and comment actions, the like count, the caption
 * (cut after 100 characters) and the latest two comments.
 */
export function PostCard({
  post,
  onLike,
  likePending = false,
  onGuardedNavigation,
  priority = false,
  ref,
  className,
}: PostCardProps) {
  const { Link } = useUi()
  const viewer = useViewer()
  const imageUrl = useImageUrl()
  const [expanded, setExpanded] = useState(false)
  const openPost = useDelayedOpen(onGuardedNavigation)

  const authorName = post.user?.name ?? 'Unknown'
  // An author without `_id` was deleted (the server says "Unknown"): nobody to link to.
  const authorId = post.user ? post.user._id : post.userId
  // The own profile lives at /profile, where its edit link is.
  const profileHref =
    authorId === undefined
      ? undefined
      : paths.profile(viewer && viewer._id === authorId ? undefined : authorId)
  const postHref = paths.post(post._id)
  const liked = isLikedBy(post, viewer?._id)
  const src = imageUrl(post.image)
  const alt = photoAlt(authorName, post.caption)
  const caption = previewCaption(post.caption, expanded)
  const latestComments = post.comments.slice(-COMMENT_PREVIEWS)
  const commentCount = Math.max(post.commentsCount, post.comments.length)

  const authorLine = (
    <>
      <Avatar user={post.user ?? { name: authorName }} size="small" />
      <span className={styles.authorName}>{authorName}</span>
    </>
  )

  return (
    <article
      ref={ref}
      aria-label={`Post by ${authorName}`}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        {profileHref ? (
          <Link href={profileHref} className={styles.author} onClick={onGuardedNavigation}>
            {authorLine}
          </Link>
        ) : (
          <span className={styles.author}>{authorLine}</span>
        )}
        <span className={styles.separator} aria-hidden="true">
          •
        </span>
        <RelativeTime iso={post.createdAt} className={styles.time} />
      </header>

      <PostPhoto
        className={styles.photo}
        src={src}
        alt={alt}
        priority={priority}
        // A double-click likes (never unlikes); a guest gets the invitation, as for the button.
        onDoubleClick={() => {
          if (!liked && !likePending) onLike(post)
        }}
        wrap={(photo) => (
          <Link href={postHref} className={styles.photoLink} onClick={openPost}>
            {photo}
          </Link>
        )}
      />

      <div className={styles.body}>
        <div className={styles.actions}>
          <IconButton
            label={liked ? 'Unlike' : 'Like'}
            aria-pressed={liked}
            aria-disabled={likePending || undefined}
            tone={liked ? 'like' : 'default'}
            className={styles.likeButton}
            onClick={() => {
              if (!likePending) onLike(post)
            }}
          >
            {liked ? <HeartFilledIcon /> : <HeartIcon />}
          </IconButton>
          <Link
            href={postHref}
            aria-label="Comment"
            title="Comment"
            className={iconButton()}
            onClick={onGuardedNavigation}
          >
            <CommentIcon />
          </Link>
        </div>

        <p className={styles.likes}>{likeCount(post.likesCount)}</p>

        {caption ? (
          <p className={styles.caption}>
            <span className={styles.name}>{authorName}</span>
            {caption.text}
            {caption.long ? ' ' : null}
            {caption.long ? (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                onClick={() => setExpanded((current) => !current)}
              >
                {expanded ? 'Show Less' : 'more'}
              </button>
            ) : null}
          </p>
        ) : null}

        {latestComments.length > 0 ? (
          <ul className={styles.comments} aria-label="Latest comments">
            {latestComments.map((comment) => (
              <li key={comment._id} className={styles.comment}>
                <span className={styles.name}>{comment.user.name}</span>
                {comment.text}
              </li>
            ))}
          </ul>
        ) : null}

        {commentCount > COMMENT_PREVIEWS ? (
          <Link href={postHref} className={styles.viewAll} onClick={onGuardedNavigation}>
            View all {commentCount} comments
          </Link>
        ) : null}
      </div>
    </article>
  )
}

export interface InvalidPostCardProps {
  ref?: Ref<HTMLElement>
  className?: string
}

/** Stands in for a list entry that could not be read as a post (one without `_id`, say). */
export function InvalidPostCard({ ref, className }: InvalidPostCardProps) {
  return (
    <article
      ref={ref}
      aria-label="Invalid post"
      className={[styles.card, styles.invalid, className].filter(Boolean).join(' ')}
    >
      <AlertIcon size={20} />
      <p className={styles.invalidText}>Error: Invalid post data.</p>
    </article>
  )
}

function likeCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`
}

/** Counted in code points, so that an emoji is one character and never cut in half. */
function previewCaption(
  caption: string,
  expanded: boolean,
): { text: string; long: boolean } | null {
  if (!caption.trim()) return null
  const characters = Array.from(caption)
  if (characters.length <= CAPTION_PREVIEW_LENGTH) return { text: caption, long: false }
  if (expanded) return { text: caption, long: true }
  return {
    text: `${characters.slice(0, CAPTION_PREVIEW_LENGTH).join('').trimEnd()}...`,
    long: true,
  }
}

/** "Photo by {name}: {the start of the caption}", short enough to be read out. */
function photoAlt(name: string, caption: string): string {
  const text = caption.trim().replace(/\s+/g, ' ')
  if (!text) return `Photo by ${name}`
  const characters = Array.from(text)
  const start = characters.length > 80 ? `${characters.slice(0, 80).join('').trimEnd()}…` : text
  return `Photo by ${name}: ${start}`
}

/**
 * The photo's link: a plain click opens the post once it is clear no second click follows (a
 * double-click likes it instead); the keyboard, modified clicks and the guest's guard act at
 * once, as on any link.
 */
function useDelayedOpen(
  guard: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const replaying = useRef(false)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (event) => {
    if (replaying.current) {
      replaying.current = false
      return
    }
    guard?.(event)
    if (event.defaultPrevented) return
    const plain =
      event.detail > 0 &&
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey
    if (!plain) return
    event.preventDefault()
    clearTimeout(timer.current)
    // The second click of a double-click: the like, not the post.
    if (event.detail > 1) return
    const link = event.currentTarget
    timer.current = setTimeout(() => {
      replaying.current = true
      link.click()
    }, DOUBLE_CLICK_MS)
  }
}
