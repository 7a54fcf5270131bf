'use client'

import type { PostEntry } from '@photobooth/api-client'
import { type ReactNode, useId } from 'react'
import { Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { LoadFailure } from '../../components/LoadState/LoadFailure'
import type { LoadProps } from '../../components/LoadState/load-status'
import { PhotoGrid } from '../../components/PhotoGrid/PhotoGrid'
import { post as postMessages } from '../../i18n/compiled/en/post'
import { useT } from '../../i18n/use-t'
import { authorProfileHref } from '../../posts/post-facts'
import { sentenceWith } from '../../posts/sentence'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import * as styles from './PostDetailScreen.css'

/** Two rows of the 3-column grid: enough to invite a visit to the profile. */
export const MORE_POSTS_SHOWN = 6

/** Where the author's posts stand: loading, shown (a failed refresh keeps them quietly),
 * failed (a line saying so, with Retry), or gone with their author (nothing shown). */
export interface MoreFromAuthorViewProps extends LoadProps {
  /** The author's id, for "View all posts". */
  profileId: string
  /** The author's name, for the title. */
  authorName: string
  /** The author's other posts (`ready` and `stale`). */
  posts?: readonly PostEntry[] | undefined
}

/** "More from {author}": two rows of the author's other posts, or a line saying there are
 * none; "View all posts" when there are more. */
export function MoreFromAuthorView({
  profileId,
  authorName,
  status,
  posts,
  retrying = false,
  onRetry,
}: MoreFromAuthorViewProps) {
  const t = useT(postMessages)
  const { Link, paths } = useUi()
  const viewer = useViewer()
  const headingId = useId()
  const title = t('post.moreFrom', { name: authorName })
  const others = posts ?? []

  // The author may have gone since the post was loaded: nothing more to show then.
  if (status === 'notFound') return null
  let content: ReactNode
  if (posts && (status === 'ready' || status === 'stale')) {
    content =
      others.length > 0 ? (
        <PhotoGrid posts={others.slice(0, MORE_POSTS_SHOWN)} label={title} />
      ) : (
        <p className={styles.moreEmpty}>
          {sentenceWith(
            (place) => t('post.noOtherPosts', { name: place }),
            <bdi>{authorName}</bdi>,
          )}
        </p>
      )
  } else if (status === 'failed') {
    content = (
      <LoadFailure
        status="failed"
        compact
        message={t('post.moreFailed')}
        retrying={retrying}
        onRetry={onRetry}
      />
    )
  } else {
    content = <Loader variant="dots" size="small" />
  }

  return (
    <Stack as="section" gap="md" className={styles.more} aria-labelledby={headingId}>
      <Stack direction="row" align="baseline" justify="between" gap="md">
        <h2 id={headingId} className={styles.moreTitle}>
          {/* The name stays a text of its own, in its own direction (`<bdi>`). */}
          {sentenceWith((place) => t('post.moreFrom', { name: place }), <bdi>{authorName}</bdi>)}
        </h2>
        {others.length > MORE_POSTS_SHOWN ? (
          <Link
            href={authorProfileHref({ profileId }, viewer?._id, paths)}
            className={styles.moreLink}
          >
            {t('post.viewAll')}
          </Link>
        ) : null}
      </Stack>
      {content}
    </Stack>
  )
}
