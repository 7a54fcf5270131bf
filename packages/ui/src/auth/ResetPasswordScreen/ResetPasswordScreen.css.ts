import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** Inside an alert the link takes the alert's colour, underlined to stand out from its text. */
export const alertLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})
