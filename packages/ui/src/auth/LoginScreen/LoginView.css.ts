import { style } from '@vanilla-extract/css'

/** The session-expired notice takes focus on arrival so that screen readers say it. */
export const notice = style({ selectors: { '&:focus': { outline: 'none' } } })
