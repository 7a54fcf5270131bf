import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const dialog = style({ width: 'min(420px, calc(100vw - 2rem))' })

export const search = style({ position: 'relative' })

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
})

export const searchInput = style({
  width: '100%',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.sm,
  paddingInline: `2.25rem ${vars.space.md}`,
  minHeight: '2.5rem',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 0,
      borderColor: vars.color.focusRing,
    },
  },
})

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // The search stays in view while a long list scrolls under it.
  maxHeight: 'min(22rem, 55vh)',
  overflowY: 'auto',
  marginInline: `calc(-1 * ${vars.space.sm})`,
})

export const item = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
})

export const who = style({
  flex: 1,
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
})

export const name = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const handle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const view = style({ flexShrink: 0 })

export const noMatch = style({
  margin: 0,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})
