import { style } from '@vanilla-extract/css'
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

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

/** The rules each side of the text are the line's own pseudo-elements, growing to fill it. */
export const divider = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      height: 1,
      backgroundColor: vars.color.border,
    },
  },
})

export const footer = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
