import { vars } from '@photobooth/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  minHeight: '70vh',
  padding: vars.space.lg,
  textAlign: 'center',
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xl })

export const homeLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
})
