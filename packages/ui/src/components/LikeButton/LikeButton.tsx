'use client'

import { feed } from '../../i18n/compiled/en/feed'
import { useT } from '../../i18n/use-t'
import { HeartFilledIcon, HeartIcon } from '../../icons/icons'
import { IconButton } from '../Button/Button'

export interface LikeButtonProps {
  /** Whether the viewer likes the post: the button is pressed and reads "Unlike". */
  liked: boolean
  /** A like is on its way: the button stays focusable but ignores presses. */
  pending?: boolean
  /** For a guest on a page with nothing to offer them instead. */
  disabled?: boolean
  /** Pressed (not while pending): the screen likes or unlikes the post. */
  onToggle: () => void
  className?: string
}

/** The heart of a post: a toggle button named "Like" or "Unlike". */
export function LikeButton({
  liked,
  pending = false,
  disabled = false,
  onToggle,
  className,
}: LikeButtonProps) {
  const t = useT(feed)
  return (
    <IconButton
      label={liked ? t('feed.unlike') : t('feed.like')}
      aria-pressed={liked}
      // Not `disabled` while pending: a disabled button would drop the keyboard focus.
      aria-disabled={pending || undefined}
      tone={liked ? 'like' : 'default'}
      disabled={disabled}
      className={className}
      onClick={() => {
        if (!pending) onToggle()
      }}
    >
      {liked ? <HeartFilledIcon /> : <HeartIcon />}
    </IconButton>
  )
}
