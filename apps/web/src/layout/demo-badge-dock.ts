import { createContext } from 'react'

/**
 * Where the demo's badge sits, so that it never covers a control: above the page, in its flow
 * (app.tsx), or, for someone signed in on a wide screen, at the foot of the side navigation
 * (AppShell), which keeps a place for it. A fixed badge in a corner sat over "Log out". The
 * strip above the page steps aside by CSS alone (demo.css.ts), in the same layout as the side
 * navigation that shows the badge: a render later, it moved a page already drawn, and a scroll
 * position already restored, up by its height.
 */

/** True inside the side navigation's place for the badge. */
export const InSideNavigation = createContext(false)
