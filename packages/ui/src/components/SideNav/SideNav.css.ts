import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'
import { visuallyHiddenRules } from '../../styles/utils.css'
import { notRailScreen, railScreen, smallScreen } from './nav.css'

/** Texts the rail leaves out stay readable by screen readers. */
const hiddenInRail = visuallyHiddenRules

export const nav = style({
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  width: 244,
  height: ['100vh', '100dvh'],
  padding: `${vars.space.lg} ${vars.space.sm}`,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  '@media': {
    [smallScreen]: { display: 'none' },
    [railScreen]: { width: 76, alignItems: 'center' },
  },
})

export const brand = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
})

export const wideOnly = style({ '@media': { [railScreen]: { display: 'none' } } })
/** The end of a row (the badge on wide screens). */
export const rowEnd = style({
  marginInlineStart: 'auto',
  '@media': { [railScreen]: { display: 'none' } },
})
export const railOnly = style({ '@media': { [notRailScreen]: { display: 'none' } } })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
})

export const item = style({
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
  },
  '@media': { [railScreen]: { justifyContent: 'center', padding: vars.space.sm } },
})

export const label = style({ '@media': { [railScreen]: hiddenInRail } })

export const footer = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  width: '100%',
})

export const viewer = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
  '@media': { [railScreen]: { justifyContent: 'center' } },
})

export const viewerText = style([
  text({ leading: 'tight' }),
  { minWidth: 0, '@media': { [railScreen]: hiddenInRail } },
])
