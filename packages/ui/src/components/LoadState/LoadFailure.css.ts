import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** A section's failure: its line, quieter than a page's. */
export const compactMessage = style({
  margin: 0,
  paddingTop: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
})
