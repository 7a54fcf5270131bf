/** The app around the screens (apps/web): routes, start-up, errors, the demo's controls. */
export const web = {} as const
