'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { feed } from '../../i18n/compiled/en/feed'
import { useT } from '../../i18n/use-t'
import { HeartFilledIcon, ImageIcon } from '../../icons/icons'
import { useHeldSrc, usePriorityPhoto } from '../../lib/priority-photo'
import { Button } from '../Button/Button'
import { Stack } from '../Layout/Layout'
import * as styles from './PostPhoto.css'
import { useReloadingImage } from './use-reloading-image'

export interface PostPhotoProps {
  /** The photo's URL; undefined for a post without one. */
  src: string | undefined
  alt: string
  /**
   * The first photo of a list, or a post's own: fetched at once with high priority, and the
   * page's other images wait until it has loaded (see `lib/priority-photo.ts`). The others load
   * lazily.
   */
  priority?: boolean
  /** A double-click or double-tap on the photo (the owner likes the post). */
  onDoubleClick?: () => void
  /** Wraps the photo, e.g. in a link to its post. The Retry button stays outside it. */
  wrap?: (photo: ReactNode) => ReactNode
  className?: string
}

const unwrapped = (photo: ReactNode) => photo

/**
 * A post's photo in a box that the layout reserves before it loads (no shift), shown whole.
 * A photo that fails to load (the server was briefly down) is tried again when the page comes
 * back into view, when the connection returns, a few times on its own, and on Retry — never
 * left blank until a reload. A double-click bursts a heart over it.
 */
export function PostPhoto({
  src,
  alt,
  priority = false,
  onDoubleClick,
  wrap = unwrapped,
  className,
}: PostPhotoProps) {
  const t = useT(feed)
  const settled = usePriorityPhoto(src, priority)
  const held = useHeldSrc(src, !priority) === undefined && src !== undefined
  const image = useReloadingImage(src)
  const [hearts, setHearts] = useState(0)
  // The heart goes once its animation has run (at once when motion is reduced).
  useEffect(() => {
    if (hearts === 0) return
    const done = setTimeout(() => setHearts(0), 900)
    return () => clearTimeout(done)
  }, [hearts])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the double-click is a shortcut; the like button is the accessible way.
    <div
      className={[styles.frame, className].filter(Boolean).join(' ')}
      onDoubleClick={
        onDoubleClick
          ? () => {
              setHearts((count) => count + 1)
              onDoubleClick()
            }
          : undefined
      }
    >
      {wrap(
        held ? (
          // Its turn comes once the priority photo is in: the frame, empty, meanwhile.
          <span className={styles.missing} role="img" aria-label={alt} />
        ) : image.src === undefined || image.failed ? (
          <Stack
            as="span"
            align="center"
            justify="center"
            gap="sm"
            className={styles.missing}
            role="img"
            aria-label={image.failed ? t('feed.photo.failedLabel', { alt }) : alt}
          >
            <ImageIcon size={image.failed ? 40 : 48} />
            {image.failed ? (
              <span className={styles.missingText}>{t('feed.photo.failed')}</span>
            ) : null}
          </Stack>
        ) : (
          <img
            key={image.attempt}
            className={styles.photo}
            src={image.src}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
            onLoad={() => settled(true)}
            onError={() => {
              settled(false)
              image.onError()
            }}
          />
        ),
      )}
      {image.failed ? (
        <Button
          variant="secondary"
          size="small"
          className={styles.retry}
          aria-label={t('feed.photo.retry')}
          onClick={image.retry}
        >
          {t('app.retry')}
        </Button>
      ) : null}
      {hearts > 0 ? (
        <Stack
          as="span"
          key={hearts}
          direction="row"
          align="center"
          justify="center"
          className={styles.heart}
          aria-hidden="true"
        >
          <HeartFilledIcon size={96} />
        </Stack>
      ) : null}
    </div>
  )
}
