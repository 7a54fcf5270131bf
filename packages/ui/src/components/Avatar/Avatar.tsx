'use client'

import { type ComponentPropsWithRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { useHeldSrc } from '../../lib/priority-photo'
import { useImageUrl } from '../../lib/use-image-url'
import { stack } from '../../styles/layout.css'
import * as styles from './Avatar.css'
import { initialsColor, initialsOf } from './initials'

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  user: { name?: string | undefined; avatar?: string | null | undefined }
  size?: keyof typeof styles.size
  /** Alternative text; empty (decorative) by default, as the name is usually next to it. */
  alt?: string
}

/**
 * The user's picture (its URL made by `UiProvider`'s `imageUrl`), or the initials of the name when there is none or it
 * fails to load. The initials are made here, as text in the page's own font: no external avatar
 * service sees the name.
 */
export function Avatar({ user, size = 'medium', alt = '', className, ...props }: AvatarProps) {
  const t = useT()
  const url = useImageUrl()(user.avatar)
  // While the page's priority photo loads, the picture waits (the circle shows its colour).
  const src = useHeldSrc(url)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const name = user.name ?? t('app.unknownUser')
  return (
    <span
      className={cx(
        stack({ inline: true, direction: 'row' }),
        styles.root,
        styles.size[size],
        className,
      )}
      {...props}
    >
      {url && src === undefined ? (
        alt ? (
          <span role="img" aria-label={alt} />
        ) : null
      ) : src && failed !== src ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <span
          className={cx(
            stack({ direction: 'row', align: 'center', justify: 'center' }),
            styles.initials,
          )}
          style={{ backgroundColor: initialsColor(name) }}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {initialsOf(name)}
        </span>
      )}
    </span>
  )
}
