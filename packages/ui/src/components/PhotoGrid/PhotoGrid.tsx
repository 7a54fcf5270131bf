import { isValidPost, type PostEntry } from '@photobooth/api-client'
import { useImageUrl } from '../../lib/use-image-url'
import { paths } from '../../paths'
import { useUi } from '../../provider/ui-context'
import { Stack } from '../Layout/Layout'
import * as styles from './PhotoGrid.css'

export interface PhotoGridProps {
  posts: readonly PostEntry[]
  /** Names the list for assistive technology, e.g. "Posts by Jamie Rivera". */
  label: string
  className?: string
}

/** A 3-column grid of square photos, each a link to its post. */
export function PhotoGrid({ posts, label, className }: PhotoGridProps) {
  const { Link } = useUi()
  const imageUrl = useImageUrl()
  return (
    <ul className={[styles.grid, className].filter(Boolean).join(' ')} aria-label={label}>
      {posts.map((post, index) =>
        isValidPost(post) ? (
          <li key={post._id} className={styles.item}>
            <Link
              href={paths.post(post._id)}
              className={styles.link}
              aria-label={gridLabel(post.caption)}
            >
              <img
                className={styles.image}
                src={imageUrl(post.image)}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </Link>
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an unreadable entry has no id; its place is all there is.
          <li key={`invalid-${index}`} className={styles.item}>
            <Stack
              as="span"
              direction="row"
              align="center"
              justify="center"
              className={styles.broken}
            >
              Error: Invalid post data.
            </Stack>
          </li>
        ),
      )}
    </ul>
  )
}

function gridLabel(caption: string): string {
  const text = caption.trim()
  if (!text) return 'View post'
  return `View post: ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`
}
