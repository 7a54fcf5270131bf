import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const page = style({
  minHeight: '100vh',
  padding: vars.space.md,
  backgroundColor: vars.color.background,
})

export const card = style({
  width: '100%',
  maxWidth: 400,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    'screen and (max-width: 480px)': { padding: vars.space.lg, border: 'none', boxShadow: 'none' },
  },
})

export const header = style({ textAlign: 'center' })

/** The logo, a link home that looks as the logo alone. */
export const home = style({
  display: 'inline-flex',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 8,
})

/** The rules each side of the text are the line's own pseudo-elements, growing to fill it. */
export const divider = style([
  text({ size: 'sm', tone: 'muted' }),
  {
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        height: 1,
        backgroundColor: vars.color.border,
      },
    },
  },
])

export const footer = style({ textAlign: 'center' })

export const link = style([
  text({ tone: 'primary', weight: 'medium' }),
  { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
])
