import { BOTTOM_NAV_HEIGHT, smallScreen, vars } from '@photobooth/ui/theme'
import { style } from '@vanilla-extract/css'

export const shell = style({ minHeight: '100vh' })

export const content = style({
  flex: 1,
  minWidth: 0,
  '@media': {
    [smallScreen]: {
      paddingBottom: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`,
    },
  },
})

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const brand = style({ textDecoration: 'none', color: 'inherit' })

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: -100,
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&:focus': { top: vars.space.md } },
})
