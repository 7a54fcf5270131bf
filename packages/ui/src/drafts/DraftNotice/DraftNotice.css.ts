import { style } from '@vanilla-extract/css'

/** The icon level with the text and its button (which is taller than a line). */
export const notice = style({ alignItems: 'center' })

/** A link in the text's column: no inset of its own when it wraps under the text. */
export const discard = style({ paddingInline: 0 })
