'use client'

import { isLikedBy, type Post } from '@photobooth/api-client'
import {
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react'
import { feed } from '../../i18n/compiled/en/feed'
import { useT } from '../../i18n/use-t'
import { AlertIcon, CommentIcon, HeartIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { expectPriorityPhoto } from '../../lib/priority-photo'
import { altCaption, authorOf, authorProfileHref, previewCaption } from '../../posts/post-facts'
import { useUi } from '../../provider/ui-context'
import { useImageUrl } from '../../provider/use-image-url'
import { useViewer } from '../../provider/viewer-context'
import { stack } from '../../styles/layout.css'
import { Avatar } from '../Avatar/Avatar'
import { IconButtonSkeleton } from '../Button/Button'
import { iconButton } from '../Button/Button.css'
import { Stack } from '../Layout/Layout'
import { LikeButton } from '../LikeButton/LikeButton'
import { PostPhoto } from '../PostPhoto/PostPhoto'
import { RelativeTime } from '../RelativeTime/RelativeTime'
import { Skeleton } from '../Skeleton/Skeleton'
import { Text } from '../Text/Text'
import * as styles from './PostCard.css'

/** A card shows at most this many comments: the latest ones. */
export const COMMENT_PREVIEWS = 2
/** A click on the photo opens the post only if no second click follows within this time:
 * a double-click likes the post instead. */
const DOUBLE_CLICK_MS = 250
export interface PostCardProps {
  /** The populated post, as `GET /posts` or `GET /posts/{id}` answer it. */
  post: Post
  /**
   * The like button was pressed, or the photo double-clicked while not liked: the screen
   * toggles the like (a guest gets the join popup). Without it the card has no like button:
   * a card to read (a Server Component's, which cannot pass a function), with its count.
   */
  onLike?: (post: Post) => void
  /** A like of this post is on its way: presses are ignored until it settles. */
  likePending?: boolean
  /**
   * Called on a click on any of the card's links (author, photo, comments) before it
   * navigates; `event.preventDefault()` cancels the navigation (the guest feed opens its popup).
   */
  onGuardedNavigation?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** The first card of a list: its photo loads at once with high priority instead of lazily,
   * and the page's other images (its own avatar included) wait for it. */
  priority?: boolean
  /** The card's place in a feed (WAI-ARIA feed pattern): `size` -1 while the end is unknown.
   * The card is then focusable, for the feed's Page Down and Page Up. */
  position?: FeedPosition
  /** The card's `<article>`, e.g. to watch it enter the viewport. */
  ref?: Ref<HTMLElement>
  className?: string
}

/** A card's place in a feed: its index (from 0) and the feed's size, -1 when unknown. */
export interface FeedPosition {
  index: number
  size: number
}

/** The article's attributes for its place in a feed. */
function feedAttributes(position: FeedPosition | undefined) {
  return position
    ? { 'aria-posinset': position.index + 1, 'aria-setsize': position.size, tabIndex: -1 }
    : {}
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
  position,
  ref,
  className,
}: PostCardProps) {
  const { Link, paths } = useUi()
  const t = useT(feed)
  const viewer = useViewer()
  const imageUrl = useImageUrl()
  const [expanded, setExpanded] = useState(false)
  const openPost = useDelayedOpen(onGuardedNavigation)

  const author = authorOf(post, t)
  const authorName = author.name
  const profileHref = authorProfileHref(author, viewer?._id, paths)
  const postHref = paths.post(post._id)
  const liked = isLikedBy(post, viewer?._id)
  const src = imageUrl(post.image)
  // Said before the author's avatar renders: the avatar waits for the photo too.
  if (priority) expectPriorityPhoto(src)
  const quoted = altCaption(post.caption)
  const alt =
    quoted === undefined
      ? t('feed.photo.alt', { name: authorName })
      : t('feed.photo.altWithCaption', { name: authorName, caption: quoted })
  const caption = previewCaption(post.caption, expanded)
  const latestComments = post.comments.slice(-COMMENT_PREVIEWS)
  const commentCount = Math.max(post.commentsCount, post.comments.length)

  const authorLine = (
    <>
      <Avatar user={post.user ?? {}} size="small" />
      <span className={styles.authorName}>{authorName}</span>
    </>
  )

  return (
    <CardFrame
      ref={ref}
      aria-label={t('feed.post.label', { name: authorName })}
      {...feedAttributes(position)}
      className={className}
      header={
        <>
          {profileHref ? (
            <Link href={profileHref} className={authorRow} onClick={onGuardedNavigation}>
              {authorLine}
            </Link>
          ) : (
            <span className={authorRow}>{authorLine}</span>
          )}
          <Text size="sm" tone="muted" aria-hidden="true">
            •
          </Text>
          <RelativeTime iso={post.createdAt} className={styles.time} />
        </>
      }
      photo={
        <PostPhoto
          className={styles.photo}
          src={src}
          alt={alt}
          priority={priority}
          // A double-click likes (never unlikes); a guest gets the invitation, as for the button.
          onDoubleClick={() => {
            if (!liked && !likePending) onLike?.(post)
          }}
          wrap={(photo) => (
            <Link href={postHref} className={styles.photoLink} onClick={openPost}>
              {photo}
            </Link>
          )}
        />
      }
    >
      <Actions>
        {onLike ? (
          <LikeButton
            liked={liked}
            pending={likePending}
            className={styles.likeButton}
            onToggle={() => onLike(post)}
          />
        ) : null}
        <Link
          href={postHref}
          aria-label={t('feed.post.comment')}
          title={t('feed.post.comment')}
          className={iconButton()}
          onClick={onGuardedNavigation}
        >
          <CommentIcon />
        </Link>
      </Actions>

      <Text as="p" weight="bold">
        {t('feed.post.likes', { count: post.likesCount })}
      </Text>

      {caption ? (
        <p className={styles.caption}>
          {/* User content in its own direction (an English caption in an Arabic page, say). */}
          <span className={styles.name}>
            <bdi>{authorName}</bdi>
          </span>
          <bdi>{caption.text}</bdi>
          {caption.long ? ' ' : null}
          {caption.long ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              onClick={() => setExpanded((current) => !current)}
            >
              {expanded ? t('feed.post.showLess') : t('feed.post.more')}
            </button>
          ) : null}
        </p>
      ) : null}

      {latestComments.length > 0 ? (
        <Stack
          as="ul"
          gap="xxs"
          className={styles.comments}
          aria-label={t('feed.post.latestComments')}
        >
          {latestComments.map((comment) => (
            <li key={comment._id} className={styles.comment}>
              <span className={styles.name}>
                <bdi>{comment.user.name}</bdi>
              </span>
              <bdi>{comment.text}</bdi>
            </li>
          ))}
        </Stack>
      ) : null}

      {commentCount > COMMENT_PREVIEWS ? (
        <Link href={postHref} className={styles.viewAll} onClick={onGuardedNavigation}>
          {t('feed.post.viewAllComments', { count: commentCount })}
        </Link>
      ) : null}
    </CardFrame>
  )
}

/**
 * A placeholder for a post that is on its way: the card's own frame, avatar, actions and type,
 * drawn as skeletons. Hidden from assistive technology; whoever shows it says what is loading.
 */
export function PostCardSkeleton({ className }: { className?: string }) {
  const t = useT(feed)
  return (
    <CardFrame
      aria-hidden
      inert
      className={className}
      header={
        <span className={authorRow}>
          <Skeleton>
            <Avatar user={{ name: '' }} size="small" />
          </Skeleton>
          <span className={styles.authorName}>
            <Skeleton>{t('feed.post.placeholderAuthor')}</Skeleton>
          </span>
        </span>
      }
      photo={
        <Skeleton>
          <div className={styles.photoPlaceholder} />
        </Skeleton>
      }
    >
      <Actions>
        {[HeartIcon, CommentIcon].map((Icon) => (
          <IconButtonSkeleton key={Icon.displayName} icon={Icon} />
        ))}
      </Actions>
      <Text as="p" weight="bold">
        <Skeleton>{t('feed.post.likes', { count: 1024 })}</Skeleton>
      </Text>
      <p className={styles.caption}>
        <Skeleton>{t('feed.post.placeholderCaption')}</Skeleton>
      </p>
    </CardFrame>
  )
}

interface CardFrameProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The author line. */
  header: ReactNode
  /** The square photo. */
  photo: ReactNode
  /** Actions, likes, caption and comments, below the photo. */
  children: ReactNode
}

/** The card's frame — author line, photo, then the rest — shared by a post and its placeholder. */
function CardFrame({ header, photo, children, className, ...props }: CardFrameProps) {
  return (
    <Stack as="article" className={cx(styles.card, className)} {...props}>
      <Stack as="header" direction="row" align="center" gap="sm" className={styles.header}>
        {header}
      </Stack>
      {photo}
      <Stack gap="xs" className={styles.body}>
        {children}
      </Stack>
    </Stack>
  )
}

/** The row of round buttons under the photo. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" align="center" gap="xxs" className={styles.actions}>
      {children}
    </Stack>
  )
}

/** The author's picture and name, side by side. */
const authorRow = cx(
  stack({ inline: true, direction: 'row', align: 'center', gap: 'sm' }),
  styles.author,
)

export interface InvalidPostCardProps {
  /** Its place in a feed, as for `PostCard`. */
  position?: FeedPosition
  ref?: Ref<HTMLElement>
  className?: string
}

/** Stands in for a list entry that could not be read as a post (one without `_id`, say). */
export function InvalidPostCard({ position, ref, className }: InvalidPostCardProps) {
  const t = useT(feed)
  return (
    <Stack
      as="article"
      align="center"
      justify="center"
      gap="sm"
      ref={ref}
      {...feedAttributes(position)}
      aria-label={t('feed.post.invalid')}
      className={cx(styles.card, styles.invalid, className)}
    >
      <AlertIcon size={20} />
      <Text as="p">{t('feed.post.invalidText')}</Text>
    </Stack>
  )
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
