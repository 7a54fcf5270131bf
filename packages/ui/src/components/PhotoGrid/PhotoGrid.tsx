'use client'

import { isValidPost, type PostEntry } from '@photobooth/api-client'
import { profile } from '../../i18n/compiled/en/profile'
import type { PartId } from '../../i18n/messages/en'
import { type Translate, useT } from '../../i18n/use-t'
import { useHeldSrc } from '../../lib/priority-photo'
import { useUi } from '../../provider/ui-context'
import { useImageUrl } from '../../provider/use-image-url'
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
  const { Link, paths } = useUi()
  const imageUrl = useImageUrl()
  const t = useT(profile)
  return (
    <ul className={[styles.grid, className].filter(Boolean).join(' ')} aria-label={label}>
      {posts.map((post, index) =>
        isValidPost(post) ? (
          <li key={post._id} className={styles.item}>
            <Link
              href={paths.post(post._id)}
              className={styles.link}
              aria-label={gridLabel(post.caption, t)}
            >
              <GridImage src={imageUrl(post.image)} />
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
              {t('profile.grid.invalid')}
            </Stack>
          </li>
        ),
      )}
    </ul>
  )
}

/** A tile's photo: lazy, and held while the page's priority photo loads (the tile's colour
 * meanwhile). */
function GridImage({ src }: { src: string | undefined }) {
  const held = useHeldSrc(src)
  return held === undefined && src !== undefined ? null : (
    <img className={styles.image} src={held} alt="" loading="lazy" decoding="async" />
  )
}

/** A tile's name: "View post", and the start of its caption when it has one. */
function gridLabel(caption: string, t: Translate<PartId<'profile'>>): string {
  const text = caption.trim()
  if (!text) return t('profile.grid.viewPost')
  return t('profile.grid.viewPostCaption', {
    caption: text.length > 60 ? `${text.slice(0, 60)}…` : text,
  })
}
