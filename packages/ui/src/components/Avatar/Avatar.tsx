import { useState } from 'react'
import { useImageUrl } from '../../lib/use-image-url'
import * as styles from './Avatar.css'
import { initialsColor, initialsOf } from './initials'

export interface AvatarProps {
  user: { name?: string | undefined; avatar?: string | null | undefined }
  size?: keyof typeof styles.size
  /** Alternative text; empty (decorative) by default, as the name is usually next to it. */
  alt?: string
  className?: string
}

/**
 * The user's picture (its URL made by `UiProvider`'s `imageUrl`), or the initials of the name when there is none or it
 * fails to load. The initials are made here, as text in the page's own font: no external avatar
 * service sees the name.
 */
export function Avatar({ user, size = 'medium', alt = '', className }: AvatarProps) {
  const src = useImageUrl()(user.avatar)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const name = user.name ?? 'Unknown'
  return (
    <span className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}>
      {src && failed !== src ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <span
          className={styles.initials}
          style={{ backgroundColor: initialsColor(name) }}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {initialsOf(name)}
        </span>
      )}
    </span>
  )
}
