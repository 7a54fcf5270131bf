'use client'

import { useEffect, useEffectEvent, useRef } from 'react'
import { post } from '../i18n/compiled/en/post'
import { useT } from '../i18n/use-t'
import { useToast } from '../provider/toast-context'

/**
 * Tells the user and the app, once per post, that a post could not be loaded: the toast, then
 * `onLoadFailed` (the app leaves the page). SWR reads it again on focus or reconnection and
 * re-renders meanwhile; none of that tells again.
 */
export function usePostLoadFailure(
  postId: string,
  loadFailed: boolean,
  onLoadFailed: () => void,
): void {
  const toast = useToast()
  const t = useT(post)
  const reportedFor = useRef<string | null>(null)
  const report = useEffectEvent(() => {
    toast.show(t('post.loadFailed'), { tone: 'error' })
    onLoadFailed()
  })
  useEffect(() => {
    if (!loadFailed || reportedFor.current === postId) return
    reportedFor.current = postId
    report()
  }, [loadFailed, postId])
}
