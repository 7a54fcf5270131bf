/** Profiles and editing one. */
export const profile = {} as const
