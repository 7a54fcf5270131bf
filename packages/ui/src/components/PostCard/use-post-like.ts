import { type Post, useToggleLike } from '@photobooth/api-client'
import { useCallback, useRef, useState } from 'react'
import { useToast } from '../../provider/toast-context'
import { useViewer } from '../../provider/viewer-context'

/** The feed's toast when a like or unlike did not go through. */
export const LIKE_FAILED_MESSAGE = 'Failed to update like.'

export interface PostLike {
  /** Likes or unlikes the post for the viewer: at once on screen, rolled back on failure. */
  toggle: (post: Post) => Promise<void>
  /** Whether a like of this post is on its way. */
  isPending: (postId: string) => boolean
}

/**
 * Optimistic likes for the signed-in viewer, one request per post at a time (the endpoint is a
 * toggle, so two racing requests could cancel each other out). A failure puts the like back
 * and shows `failureMessage` as an error toast. Does nothing for a guest.
 */
export function usePostLike(failureMessage: string = LIKE_FAILED_MESSAGE): PostLike {
  const toggleLike = useToggleLike()
  const viewer = useViewer()
  const toast = useToast()
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
    async (post: Post) => {
      if (!viewer || inFlight.current.has(post._id)) return
      settle(post._id, true)
      try {
        await toggleLike(post, viewer)
      } catch {
        toast.show(failureMessage, { tone: 'error' })
      } finally {
        settle(post._id, false)
      }
    },
    [viewer, toggleLike, toast, failureMessage, settle],
  )

  const isPending = useCallback((postId: string) => pending.has(postId), [pending])
  return { toggle, isPending }
}
