import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.skeleton,
  verticalAlign: 'middle',
})

export const size = styleVariants({
  small: { width: 32, height: 32 },
  medium: { width: 44, height: 44 },
  large: { width: 96, height: 96 },
  xlarge: { width: 150, height: 150 },
})

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })
