'use client'

import { isOfflineError, isSessionExpired, type Post, useToggleLike } from '@photobooth/api-client'
import { useCallback, useRef } from 'react'
import { post as postMessages } from '../i18n/compiled/en/post'
import { useT } from '../i18n/use-t'
import { useToast } from '../provider/toast-context'
import { useViewer } from '../provider/viewer-context'

export interface LikeToggle {
  /** Likes or unlikes the post: at once on screen, then on the server (see below). */
  toggle: (post: Post) => void
}

export interface UseLikeToggleOptions {
  /** A guest pressed like: e.g. the feed's invitation to join. Nothing is sent. */
  onGuest?: () => void
}

/**
 * The one like toggle of every post view (feed card, post page). Every press answers at once
 * on screen; presses while a like is on its way coalesce into the last one, and the server is
 * brought there with one toggle per change (the endpoint is a toggle: see `useToggleLike`).
 * When it cannot be, the screen shows the server's state and the spec's toast says so (or that
 * there is no network); a guest's press goes to `onGuest`.
 */
export function useLikeToggle({ onGuest }: UseLikeToggleOptions = {}): LikeToggle {
  const toggleLike = useToggleLike()
  const viewer = useViewer()
  const toast = useToast()
  const t = useT(postMessages)
  // Posts whose run this view is waiting for: a press that joins one adds no second toast.
  const running = useRef(new Set<string>())

  const toggle = useCallback(
    (post: Post) => {
      if (!viewer) {
        onGuest?.()
        return
      }
      const { liking, done } = toggleLike(post, viewer)
      if (running.current.has(post._id)) return
      running.current.add(post._id)
      done
        .catch((error: unknown) => {
          // A session that ran out is said by the app, not by a like.
          if (isSessionExpired(error)) return
          const text = isOfflineError(error)
            ? t('post.likeOffline')
            : t(liking ? 'post.likeFailed' : 'post.unlikeFailed')
          toast.show(text, { tone: 'error' })
        })
        .finally(() => running.current.delete(post._id))
    },
    [viewer, onGuest, toggleLike, toast, t],
  )

  return { toggle }
}
