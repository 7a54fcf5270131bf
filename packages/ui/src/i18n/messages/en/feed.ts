/** The feed, its cards and the guest popup. */
export const feed = {} as const
