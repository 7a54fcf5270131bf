import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

/** The feed's column: the photos' width, centred; the app puts its navigation beside it. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
})

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 470,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

/** The skeleton cards take the column's full width, like the cards they stand for. */
export const loader = style({ padding: 0 })

export const footer = style([
  text({ size: 'sm', tone: 'muted' }),
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '3rem',
    textAlign: 'center',
  },
])

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
})

export const invite = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
})
