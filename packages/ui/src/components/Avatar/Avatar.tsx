'use client'

import { type ComponentPropsWithRef, useState } from 'react'
import { UserIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { useHeldSrc } from '../../lib/priority-photo'
import { isMissingUser } from '../../posts/post-facts'
import { useImageUrl } from '../../provider/use-image-url'
import { stack } from '../../styles/layout.css'
import * as styles from './Avatar.css'
import { initialsColor, initialsOf, UNKNOWN_COLOR } from './initials'

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * The person as the server sent them: a missing one (no name, or the server's `{ name:
   * "Unknown" }` without an id, for an account that is gone) is drawn as a person, not as
   * letters.
   */
  user: {
    _id?: string | undefined
    name?: string | undefined
    avatar?: string | null | undefined
  }
  size?: keyof typeof styles.size
  /** Alternative text; empty (decorative) by default, as the name is usually next to it. */
  alt?: string
}

/**
 * The user's picture (its URL made by `UiProvider`'s `imageUrl`), or the initials of the name when there is none or it
 * fails to load. The initials are made here, as text in the page's own font: no external avatar
 * service sees the name. Someone unknown (an account that is gone, a name that is blank) gets a
 * person's outline, the same in every language: the initials of the word for "Unknown" would
 * read as a name ("U", "D", or two letters in Arabic).
 */
export function Avatar({ user, size = 'medium', alt = '', className, ...props }: AvatarProps) {
  const url = useImageUrl()(user.avatar)
  // While the page's priority photo loads, the picture waits (the circle shows its colour).
  const src = useHeldSrc(url)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const name = user.name?.trim() ?? ''
  const unknown = isMissingUser(user) || name === ''
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
          style={{ backgroundColor: unknown ? UNKNOWN_COLOR : initialsColor(name) }}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {unknown ? <UserIcon className={styles.unknown} /> : initialsOf(name)}
        </span>
      )}
    </span>
  )
}
