import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'

/** Inside an alert the link takes the alert's colour, underlined to stand out from its text. */
export const alertLink = style([
  text({ weight: 'medium' }),
  { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px' },
])
