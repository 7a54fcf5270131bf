import {
  isApiError,
  isValidPost,
  type Post,
  type PostEntry,
  useUserPosts,
} from '@photobooth/api-client'
import { type ReactNode, useId } from 'react'
import { Button } from '../../components/Button/Button'
import { Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { PhotoGrid } from '../../components/PhotoGrid/PhotoGrid'
import { post as postMessages } from '../../i18n/compiled/en/post'
import { useT } from '../../i18n/use-t'
import { paths } from '../../paths'
import { sentenceWith } from '../../posts/sentence'
import { useUi } from '../../provider/ui-context'
import * as styles from './PostDetailScreen.css'

/** Two rows of the 3-column grid: enough to invite a visit to the profile. */
export const MORE_POSTS_SHOWN = 6

export interface MoreFromAuthorProps {
  /** The author's id. */
  userId: string
  /** The author's name, for the title. */
  authorName: string
  /** The post on screen, left out of the grid. */
  postId: string
}

/** "More from {author}", connected: the author's posts from `GET /posts/user/{id}`. */
export function MoreFromAuthor({ userId, authorName, postId }: MoreFromAuthorProps) {
  const { data, error, mutate } = useUserPosts(userId)
  // The author may have gone since the post was loaded: nothing more to show then.
  if (!data && isApiError(error) && error.isNotFound) return null
  const others = data?.posts.filter(
    (entry): entry is Post => isValidPost(entry) && entry._id !== postId,
  )
  return (
    <MoreFromAuthorView
      profileId={userId}
      authorName={authorName}
      posts={others}
      failed={!data && error !== undefined}
      onRetry={() => void mutate()}
    />
  )
}

export interface MoreFromAuthorViewProps {
  /** The author's id, for "View all posts". */
  profileId: string
  /** The author's name, for the title. */
  authorName: string
  /** The author's other posts, once loaded. */
  posts: readonly PostEntry[] | undefined
  /** They could not be loaded: a line saying so, with Retry. */
  failed?: boolean
  onRetry?: () => void
}

/** "More from {author}": two rows of the author's other posts, or a line saying there are
 * none; "View all posts" when there are more. */
export function MoreFromAuthorView({
  profileId,
  authorName,
  posts,
  failed = false,
  onRetry,
}: MoreFromAuthorViewProps) {
  const t = useT(postMessages)
  const { Link } = useUi()
  const headingId = useId()
  const title = t('post.moreFrom', { name: authorName })
  const others = posts ?? []

  let content: ReactNode
  if (posts) {
    content =
      others.length > 0 ? (
        <PhotoGrid posts={others.slice(0, MORE_POSTS_SHOWN)} label={title} />
      ) : (
        <p className={styles.moreEmpty}>{t('post.noOtherPosts', { name: authorName })}</p>
      )
  } else if (failed) {
    content = (
      <Stack align="center" gap="sm">
        <p className={styles.moreEmpty}>{t('post.moreFailed')}</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('post.retry')}
        </Button>
      </Stack>
    )
  } else {
    content = <Loader variant="dots" size="small" />
  }

  return (
    <Stack as="section" gap="md" className={styles.more} aria-labelledby={headingId}>
      <Stack direction="row" align="baseline" justify="between" gap="md">
        <h2 id={headingId} className={styles.moreTitle}>
          {/* The name stays a text of its own: as one, the title would be drawn a little apart. */}
          {sentenceWith((place) => t('post.moreFrom', { name: place }), authorName)}
        </h2>
        {others.length > MORE_POSTS_SHOWN ? (
          <Link href={paths.profile(profileId)} className={styles.moreLink}>
            {t('post.viewAll')}
          </Link>
        ) : null}
      </Stack>
      {content}
    </Stack>
  )
}
