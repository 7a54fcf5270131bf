import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const dialog = style({ width: 'min(400px, calc(100vw - 2rem))' })

export const terms = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.relaxed,
  textAlign: 'center',
})
