import { railScreen, smallScreen, vars } from '@photobooth/ui/theme'
import { style } from '@vanilla-extract/css'

export const badge = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
})

/** At the foot of the side navigation: narrow enough for its rail of icons (60 px inside). */
export const badgeInNavigation = style({
  alignSelf: 'flex-start',
  marginInlineStart: vars.space.sm,
  '@media': {
    [railScreen]: {
      alignSelf: 'center',
      marginInlineStart: 0,
      paddingInline: '6px',
    },
  },
})

/**
 * Above the page, in its flow: a line of its own, so that it covers nothing. Where the side
 * navigation shows the badge (wide screens, pages with the navigation), it steps aside in the
 * same layout as the navigation comes.
 */
export const strip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.background,
  '@media': {
    [`not ${smallScreen}`]: {
      selectors: { [`:root:has(${badgeInNavigation}) &`]: { display: 'none' } },
    },
  },
})

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
})

export const accounts = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
})

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
})
