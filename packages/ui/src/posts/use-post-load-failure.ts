import { useEffect, useEffectEvent, useRef } from 'react'
import { useToast } from '../provider/toast-context'

/** The toast of a post that could not be loaded (spec §8). */
export const POST_LOAD_FAILED = 'Failed to load post'

/**
 * Tells the user and the app, once per post, that a post could not be loaded: the toast, then
 * `onLoadFailed` (the app leaves the page). SWR retries server failures and re-renders
 * meanwhile; none of that tells again.
 */
export function usePostLoadFailure(
  postId: string,
  loadFailed: boolean,
  onLoadFailed: () => void,
): void {
  const toast = useToast()
  const reportedFor = useRef<string | null>(null)
  const report = useEffectEvent(() => {
    toast.show(POST_LOAD_FAILED, { tone: 'error' })
    onLoadFailed()
  })
  useEffect(() => {
    if (!loadFailed || reportedFor.current === postId) return
    reportedFor.current = postId
    report()
  }, [loadFailed, postId])
}
