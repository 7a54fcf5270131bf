/** The navigation state that has the feed start over from page 1 (spec §2: `forceRefresh`). */
export interface ForceRefreshState {
  forceRefresh: true
}

export const forceRefreshState: ForceRefreshState = { forceRefresh: true }

/** Whether a location's state asks the feed to start over. */
export function isForceRefresh(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as ForceRefreshState).forceRefresh === true
  )
}
