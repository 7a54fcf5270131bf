import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** An element's own class asking for another size and colour than the type it was given. */
export const ownType = style({ fontSize: vars.fontSize.lg, color: vars.color.primary })
