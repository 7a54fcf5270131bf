import { useApiClient } from '@photobooth/api-client'
import { Avatar as RadixAvatar } from 'radix-ui'
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
 * (while the picture loads, when there is none, or when it fails).
 */
export function Avatar({ user, size = 'medium', alt = '', className }: AvatarProps) {
  const client = useApiClient()
  const src = client.imageUrl(user.avatar)
  const name = user.name ?? 'Unknown'
  return (
    <RadixAvatar.Root
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
    >
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt={alt} /> : null}
      <RadixAvatar.Fallback asChild delayMs={src ? 300 : 0}>
        <img className={styles.image} src={initialsImage(name)} alt={alt} />
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  )
}
