import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const logo = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
})

export const mark = style({ color: vars.color.primary, flexShrink: 0 })

export const size = styleVariants({
  small: { fontSize: vars.fontSize.md },
  medium: { fontSize: vars.fontSize.xl },
  large: { fontSize: vars.fontSize.xxl },
})
