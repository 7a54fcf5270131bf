import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'
import { smallScreen } from './nav.css'

/** The bar's height without the device's safe area; pages leave this much room below. */
export const BOTTOM_NAV_HEIGHT = 56

export const bar = style({
  display: 'none',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 100,
  paddingBottom: 'env(safe-area-inset-bottom)',
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [smallScreen]: { display: 'block' } },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  height: BOTTOM_NAV_HEIGHT,
})

export const entry = style({ flex: 1 })

export const link = style([
  text({ tone: 'muted' }),
  {
    flex: 1,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text },
    },
  },
])

/** The "More" button, drawn like the links beside it. */
export const more = style({
  border: 'none',
  padding: 0,
  backgroundColor: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-state="open"]': { color: vars.color.text } },
})

export const avatar = style({
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: {
    // Two classes, to win over the avatar's own size whatever the stylesheet order.
    [`${link} &`]: { width: 28, height: 28 },
    [`${link}[aria-current="page"] &`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}`,
    },
  },
})
