/** The notifications and their groups. */
export const notifications = {} as const
