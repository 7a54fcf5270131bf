import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.skeleton,
  verticalAlign: 'middle',
})

/** Each size with the initials' type size in proportion (about 0.4 of the circle). */
export const size = styleVariants({
  small: { width: 32, height: 32, fontSize: 13 },
  medium: { width: 44, height: 44, fontSize: 17 },
  large: { width: 96, height: 96, fontSize: 38 },
  xlarge: { width: 150, height: 150, fontSize: 58 },
})

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })

export const initials = style({
  width: '100%',
  height: '100%',
  color: '#fff',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  letterSpacing: '0.02em',
  userSelect: 'none',
})

/** Someone unknown's outline, in proportion to the circle. */
export const unknown = style({ width: '58%', height: '58%' })
