import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const dialog = style({ width: 'min(420px, calc(100vw - 2rem))' })

export const search = style({ position: 'relative' })

export const searchIcon = style([
  text({ tone: 'muted' }),
  { position: 'absolute', insetInlineStart: vars.space.sm, pointerEvents: 'none' },
])

export const searchInput = style([
  text({ size: 'md', tone: 'default' }),
  {
    width: '100%',
    fontFamily: 'inherit',
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
  },
])

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

export const who = style([text({ leading: 'tight' }), { flex: 1, minWidth: 0 }])

export const view = style({ flexShrink: 0 })

export const noMatch = style([
  text({ tone: 'muted' }),
  { padding: `${vars.space.lg} 0`, textAlign: 'center', overflowWrap: 'anywhere' },
])
