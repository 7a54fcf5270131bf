import { useApiClient } from '@photobooth/api-client'
import { useState } from 'react'
import * as styles from './Avatar.css'
import { initialsImage } from './initials'

export interface AvatarProps {
  user: { name?: string | undefined; avatar?: string | null | undefined }
  size?: keyof typeof styles.size
  /** Alternative text; empty (decorative) by default, as the name is usually next to it. */
  alt?: string
  className?: string
}

/**
 * The user's picture from the API host, or an initials picture made locally from the name
 * when there is none or it fails to load (no external avatar service sees the name).
 */
export function Avatar({ user, size = 'medium', alt = '', className }: AvatarProps) {
  const client = useApiClient()
  const src = client.imageUrl(user.avatar)
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
        <img className={styles.image} src={initialsImage(name)} alt={alt} />
      )}
    </span>
  )
}
