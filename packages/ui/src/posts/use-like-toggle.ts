'use client'

import { isLikedBy, isSessionExpired, type Post, useToggleLike } from '@photobooth/api-client'
import { useCallback, useRef, useState } from 'react'
import { post as postMessages } from '../i18n/compiled/en/post'
import { useT } from '../i18n/use-t'
import { useToast } from '../provider/toast-context'
import { useViewer } from '../provider/viewer-context'

export interface LikeToggle {
  /** Likes or unlikes the post: at once on screen, rolled back with a toast on failure. */
  toggle: (post: Post) => void
  /** Whether a like of this post is on its way (its button ignores presses meanwhile). */
  isPending: (postId: string) => boolean
}

export interface UseLikeToggleOptions {
  /** A guest pressed like: e.g. the feed's invitation to join. Nothing is sent. */
  onGuest?: () => void
}

/**
 * The one like toggle of every post view (feed card, post page): optimistic, one request per
 * post at a time (the endpoint is a toggle, so two racing requests would cancel each other
 * out), rolled back with the spec's toast on failure, and a guest's press goes to `onGuest`.
 */
export function useLikeToggle({ onGuest }: UseLikeToggleOptions = {}): LikeToggle {
  const toggleLike = useToggleLike()
  const viewer = useViewer()
  const toast = useToast()
  const t = useT(postMessages)
  // The ref answers synchronously (a double click lands before a re-render); the state
  // re-renders the buttons.
  const inFlight = useRef(new Set<string>())
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set())

  const settle = useCallback((postId: string, busy: boolean) => {
    if (busy) inFlight.current.add(postId)
    else inFlight.current.delete(postId)
    setPending(new Set(inFlight.current))
  }, [])

  const toggle = useCallback(
    (post: Post) => {
      if (!viewer) {
        onGuest?.()
        return
      }
      if (inFlight.current.has(post._id)) return
      const liking = !isLikedBy(post, viewer._id)
      settle(post._id, true)
      toggleLike(post, viewer)
        .catch((error: unknown) => {
          // A session that ran out is said by the app, not by a like.
          if (isSessionExpired(error)) return
          toast.show(t(liking ? 'post.likeFailed' : 'post.unlikeFailed'), {
            tone: 'error',
          })
        })
        .finally(() => settle(post._id, false))
    },
    [viewer, onGuest, toggleLike, toast, t, settle],
  )

  const isPending = useCallback((postId: string) => pending.has(postId), [pending])
  return { toggle, isPending }
}
