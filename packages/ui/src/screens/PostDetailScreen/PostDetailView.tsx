'use client'

import { type Comment, isLikedBy, type Post } from '@photobooth/api-client'
import {
  type ComponentPropsWithRef,
  type HTMLAttributes,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { IconButton, IconButtonSkeleton } from '../../components/Button/Button'
import { button, iconButton } from '../../components/Button/Button.css'
import { CommentList } from '../../components/CommentList/CommentList'
import { ConfirmDialog } from '../../components/Dialog/Dialog'
import { Stack } from '../../components/Layout/Layout'
import { LikeButton } from '../../components/LikeButton/LikeButton'
import { Loader } from '../../components/Loader/Loader'
import { LoadFailure } from '../../components/LoadState/LoadFailure'
import type { LoadProps } from '../../components/LoadState/load-status'
import { PostPhoto } from '../../components/PostPhoto/PostPhoto'
import { RelativeTime } from '../../components/RelativeTime/RelativeTime'
import { Skeleton } from '../../components/Skeleton/Skeleton'
import { post as postMessages } from '../../i18n/compiled/en/post'
import { isolate } from '../../i18n/isolate'
import { useT } from '../../i18n/use-t'
import {
  CheckIcon,
  CommentIcon,
  EditIcon,
  HeartIcon,
  ImageIcon,
  ShareIcon,
  TrashIcon,
} from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { authorOf, authorProfileHref, isOwnedBy } from '../../posts/post-facts'
import { likeLabel, photoAlt } from '../../posts/post-labels'
import { sentenceWith } from '../../posts/sentence'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { useImageUrl } from '../../provider/use-image-url'
import { useViewer } from '../../provider/viewer-context'
import { visuallyHidden } from '../../styles/utils.css'
import { LikersDialog } from '../LikersDialog/LikersDialog'
import { CommentForm } from './CommentForm'
import * as styles from './PostDetailScreen.css'
import { useCopyLink } from './use-copy-link'

/** What a reader of a post can do; the screen carries it out. */
export interface PostIntents {
  /** The like button was pressed (or the photo double-clicked while not liked). */
  onLike: (post: Post) => void
  /** The owner confirmed the deletion. Resolve once deleted, reject if it stays. */
  onDelete: (post: Post) => Promise<void>
  /** A comment was sent. Resolve once added (the field clears), reject to keep the text. */
  onAddComment: (text: string) => Promise<void>
  /** An edit of a comment was saved. Resolve once saved, reject to stay in edit mode. */
  onEditComment: (comment: Comment, text: string) => Promise<void>
  /** A comment was deleted. Resolve once gone, reject if it stays. */
  onDeleteComment: (comment: Comment) => Promise<void>
}

/**
 * Where the post stands: loading, shown, shown with a failed refresh (a notice with Retry over
 * the last loaded version), or none to show: it does not exist (404), or loading it failed.
 */
export interface PostDetailViewProps extends PostIntents, LoadProps {
  /** The post (`ready` and `stale`). */
  post?: Post | undefined
  /** Arrived from a successful edit: a notice confirms that the change landed. */
  postUpdated?: boolean
  /** A like of the post is on its way. */
  likePending?: boolean
  /** Below the post: "More from {author}" (see `MoreFromAuthorView`). */
  more?: ReactNode
}

/**
 * One post: the photo beside its author, caption, comments, likes and a comment form, then
 * more photos from the same author. The owner can edit or delete it. Renders from its props:
 * the screen (`PostDetailScreen`) loads the post and carries out the intents.
 */
export function PostDetailView({
  status,
  post,
  retrying = false,
  onRetry,
  postUpdated = false,
  likePending = false,
  more,
  ...intents
}: PostDetailViewProps) {
  const t = useT(postMessages)
  const headingId = useId()
  const authorName = post ? authorOf(post, t).name : ''
  return (
    <Stack as="main" gap="lg" className={styles.page}>
      <h1 id={headingId} className={visuallyHidden}>
        {post ? t('post.heading', { name: authorName }) : t('post.headingLoading')}
      </h1>
      {post && (status === 'ready' || status === 'stale') ? (
        <>
          {postUpdated ? <Alert tone="success">{t('post.updated')}</Alert> : null}
          {status === 'stale' ? (
            // A refresh failed: what was loaded stays usable.
            <LoadFailure
              status="stale"
              message={t('post.refreshFailed')}
              retrying={retrying}
              onRetry={onRetry}
            />
          ) : null}
          <PostArticle
            // Another post starts afresh: no half-typed comment or open dialog carried over.
            key={post._id}
            post={post}
            headingId={headingId}
            likePending={likePending}
            {...intents}
          />
          {more}
        </>
      ) : status === 'failed' || status === 'notFound' ? (
        <LoadFailed notFound={status === 'notFound'} />
      ) : (
        <PostSkeleton />
      )}
    </Stack>
  )
}

function PostArticle({
  post,
  headingId,
  likePending,
  onLike,
  onDelete,
  onAddComment,
  onEditComment,
  onDeleteComment,
}: PostIntents & { post: Post; headingId: string; likePending: boolean }) {
  const t = useT(postMessages)
  const viewer = useViewer()
  const toast = useToast()
  const { Link, origin, paths, productName } = useUi()
  const imageUrl = useImageUrl()
  const { copied, copy } = useCopyLink()
  const [likersOpen, setLikersOpen] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const commentInput = useRef<HTMLInputElement>(null)
  const scroller = useRef<HTMLElement>(null)

  const author = authorOf(post, t)
  const authorName = author.name
  const isOwner = isOwnedBy(author, viewer?._id)
  const liked = isLikedBy(post, viewer?._id)
  const src = imageUrl(post.image)
  const like = () => onLike(post)

  const share = async () => {
    const url = `${origin}${paths.post(post._id)}`
    const data: ShareData = {
      title: t('post.shareTitle', { name: isolate(authorName), product: productName }),
      ...(post.caption ? { text: post.caption } : {}),
      url,
    }
    if (hasShareSheet(data)) {
      try {
        await navigator.share(data)
        return
      } catch (error) {
        // The reader closed the sheet: their choice, not a failure. Any other failure copies
        // the link, as a browser without the sheet does.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copy(url)) {
      toast.show(t('post.linkCopiedToast'), { tone: 'success' })
    } else {
      toast.show(
        sentenceWith((place) => t('post.copyFailed', { url: place }), <bdi>{url}</bdi>),
        { tone: 'error' },
      )
    }
  }

  const confirmDelete = async () => {
    setDeleting(true)
    try {
      await onDelete(post)
    } catch {
      // It stays; the screen said why.
    } finally {
      setDeleting(false)
      setConfirmingDelete(false)
    }
  }

  const showNewComment = () => {
    // After the list has grown: the new comment is the last one.
    requestAnimationFrame(() => {
      const element = scroller.current
      element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' })
    })
  }

  const profileHref = authorProfileHref(author, viewer?._id, paths)
  const authorLine = profileHref ? (
    <Link href={profileHref} className={styles.authorName}>
      {authorName}
    </Link>
  ) : (
    <span className={styles.authorName}>{authorName}</span>
  )

  return (
    <ArticleFrame
      aria-labelledby={headingId}
      media={
        src ? (
          <PostPhoto
            className={styles.photo}
            src={src}
            alt={photoAlt(authorName, post.caption, t)}
            priority
            // A double-click likes the post; it never takes a like back.
            onDoubleClick={() => {
              if (!liked && !likePending) like()
            }}
          />
        ) : (
          <Stack
            as="span"
            inline
            direction="row"
            className={styles.noPhoto}
            role="img"
            aria-label={t('post.noPhoto')}
          >
            <ImageIcon size={48} />
          </Stack>
        )
      }
      header={
        <>
          <Avatar user={post.user ?? {}} size="small" />
          <Stack className={styles.byline}>
            {authorLine}
            <RelativeTime iso={post.createdAt} className={styles.time} />
          </Stack>
          {isOwner ? (
            <Stack direction="row" gap="xxs" className={styles.ownerActions}>
              <Link
                href={paths.editPost(post._id)}
                className={iconButton()}
                aria-label={t('post.edit')}
                title={t('post.edit')}
              >
                <EditIcon size={20} />
              </Link>
              <IconButton
                label={t('post.delete')}
                tone="danger"
                aria-haspopup="dialog"
                onClick={() => setConfirmingDelete(true)}
              >
                <TrashIcon size={20} />
              </IconButton>
            </Stack>
          ) : null}
        </>
      }
      scroller={{
        ref: scroller,
        // A scrolling region must be reachable from the keyboard, even when it holds no link
        // (WCAG 2.1.1).
        tabIndex: 0,
        'aria-label': t('post.conversation'),
      }}
      conversation={
        <>
          {post.caption ? (
            // The author's words, in the direction of their own language.
            <p dir="auto" className={styles.caption}>
              {post.caption}
            </p>
          ) : null}
          <CommentList
            comments={post.comments}
            onEditComment={onEditComment}
            onDeleteComment={onDeleteComment}
          />
        </>
      }
      actions={
        <>
          <ActionButtons>
            <LikeButton liked={liked} pending={likePending} disabled={!viewer} onToggle={like} />
            {viewer ? (
              <IconButton label={t('post.comment')} onClick={() => commentInput.current?.focus()}>
                <CommentIcon />
              </IconButton>
            ) : null}
            <IconButton
              label={copied ? t('post.linkCopied') : t('post.share')}
              tone={copied ? 'success' : 'default'}
              onClick={share}
            >
              {copied ? <CheckIcon /> : <ShareIcon />}
            </IconButton>
          </ActionButtons>
          <button
            type="button"
            className={styles.likesButton}
            aria-haspopup="dialog"
            onClick={() => setLikersOpen(true)}
          >
            {likeLabel(post.likesCount, t)}
          </button>
        </>
      }
      footer={
        viewer ? (
          <CommentForm
            key={post._id}
            draftKey={`comment:${post._id}`}
            onSubmit={onAddComment}
            inputRef={commentInput}
            onCommentAdded={showNewComment}
          />
        ) : (
          <p className={styles.guestLine}>
            {sentenceWith(
              (place) => t('post.guestPrompt', { logIn: place }),
              <Link href={paths.login()} className={button({ variant: 'link' })}>
                {t('post.guestLogIn')}
              </Link>,
            )}
          </p>
        )
      }
    >
      <LikersDialog open={likersOpen} onOpenChange={setLikersOpen} likers={post.likes} />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => (deleting ? undefined : setConfirmingDelete(open))}
        title={t('post.deleteTitle')}
        description={t('post.deleteDescription')}
        confirmLabel={t('post.deleteConfirm')}
        cancelLabel={t('post.cancel')}
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
      />
    </ArticleFrame>
  )
}

interface ArticleFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The photo's panel. */
  media: ReactNode
  /** A placeholder for a post on its way: not yet an article, and with no photo to give the
   * panel its height, the panel keeps one of its own on a narrow page. */
  placeholder?: boolean
  /** The author line. */
  header: ReactNode
  /** Caption and comments: the part that scrolls. */
  conversation: ReactNode
  /** The scrolling part's own attributes (a ref, a name, its place in the tab order). */
  scroller?: ComponentPropsWithRef<'section'>
  /** The buttons under the conversation, and the likes. */
  actions: ReactNode
  /** The comment form, or the guest's line. */
  footer?: ReactNode
  /** Dialogs opened from the article. */
  children?: ReactNode
}

/**
 * Whether the browser has its own share sheet (the Web Share API) that takes `data`: phones'
 * browsers do, most desktop ones do not (there the share button copies the link).
 */
function hasShareSheet(data: ShareData): boolean {
  // `canShare` is absent from older browsers that share.
  return typeof navigator.share === 'function' && navigator.canShare?.(data) !== false
}

/** The post's frame — the photo beside author, conversation and actions — shared by a post
 * and its placeholder. */
function ArticleFrame({
  media,
  placeholder = false,
  header,
  conversation,
  scroller,
  actions,
  footer,
  children,
  className,
  ...props
}: ArticleFrameProps) {
  const Root = placeholder ? 'div' : 'article'
  return (
    <Root className={cx(styles.article, className)} {...props}>
      <Stack
        direction="row"
        align="center"
        justify="center"
        className={cx(styles.media, placeholder && styles.mediaLoading)}
      >
        {media}
      </Stack>
      <Stack className={styles.side}>
        <Stack as="header" direction="row" align="center" gap="sm" className={styles.header}>
          {header}
        </Stack>
        <Stack as="section" gap="md" className={styles.scroller} {...scroller}>
          {conversation}
        </Stack>
        <Stack gap="xxs" className={styles.actions}>
          {actions}
        </Stack>
        {footer}
      </Stack>
      {children}
    </Root>
  )
}

/** Like, comment and share, side by side. */
function ActionButtons({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" align="center" gap="xxs">
      {children}
    </Stack>
  )
}

/** Shown while the app moves on after the failure toast. */
function LoadFailed({ notFound }: { notFound: boolean }) {
  const t = useT(postMessages)
  const { Link, paths } = useUi()
  return (
    <LoadFailure
      status={notFound ? 'notFound' : 'failed'}
      className={styles.failed}
      icon={<ImageIcon size={28} />}
      message={t('post.loadFailed')}
      detail={notFound ? t('post.notFound') : t('post.serverError')}
      action={
        <Link href={paths.home()} className={button({ variant: 'secondary' })}>
          {t('post.backToFeed')}
        </Link>
      }
    />
  )
}

/**
 * The post's own frame while it loads: the status in the photo's panel, and skeletons of the
 * real avatar, type and buttons beside it (hidden from assistive technology).
 */
function PostSkeleton() {
  const t = useT(postMessages)
  return (
    <ArticleFrame
      placeholder
      media={<Loader />}
      header={
        <>
          <Skeleton>
            <Avatar user={{ name: '' }} size="small" />
          </Skeleton>
          <Stack className={styles.byline}>
            <span className={styles.authorName}>
              <Skeleton>{t('post.skeletonAuthor')}</Skeleton>
            </span>
            <span className={styles.time}>
              <Skeleton>{t('post.skeletonTime')}</Skeleton>
            </span>
          </Stack>
        </>
      }
      conversation={
        <p className={styles.caption}>
          <Skeleton>{t('post.skeletonCaption')}</Skeleton>
        </p>
      }
      actions={
        <>
          <ActionButtons>
            {[HeartIcon, CommentIcon, ShareIcon].map((Icon) => (
              <IconButtonSkeleton key={Icon.displayName} icon={Icon} />
            ))}
          </ActionButtons>
          <span className={styles.likesButton}>
            <Skeleton>{likeLabel(1024, t)}</Skeleton>
          </span>
        </>
      }
    />
  )
}
