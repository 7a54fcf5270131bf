import { style } from '@vanilla-extract/css'
import { control } from '../../components/Field/Field.css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const dialog = style({ width: 'min(420px, calc(100vw - 2rem))' })

export const search = style({ position: 'relative' })

export const searchIcon = style([
  text({ tone: 'muted' }),
  { position: 'absolute', insetInlineStart: vars.space.sm, pointerEvents: 'none' },
])

/** A field's control (components/Field), sunken, with room for the icon at its start. */
export const searchInput = style([
  control,
  {
    backgroundColor: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    paddingInlineStart: '2.25rem',
    minHeight: '2.5rem',
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
