/**
 * Where a view's data stands, one value for one branch: still loading; loaded; loaded earlier
 * but the last refresh failed (`stale`: what was loaded stays, with a notice); nothing could be
 * loaded (`failed`); or there is nothing by that id (`notFound`).
 */
export type LoadStatus = 'loading' | 'ready' | 'stale' | 'failed' | 'notFound'

/** What a view that loads something is given: where it stands, and its Retry. */
export interface LoadProps {
  status: LoadStatus
  /** A retry is on its way: Retry says it is busy. */
  retrying?: boolean
  /** Retries after a failure (the page's, or a refresh's). */
  onRetry?: () => void
}

/**
 * The status of data loaded through SWR: its data, and the last error (an `ApiError` tells a
 * 404 by `isNotFound`). Data kept from before an error is `stale`, never thrown away.
 */
export function loadStatus(data: unknown, error: unknown): LoadStatus {
  if (error === undefined || error === null) return data === undefined ? 'loading' : 'ready'
  if (data !== undefined) return 'stale'
  return isNotFound(error) ? 'notFound' : 'failed'
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'isNotFound' in error
    ? error.isNotFound === true
    : false
}
