import { style } from '@vanilla-extract/css'

/** An icon that points the way the text runs (back, out, send): turned round right to left. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { scale: '-1 1' } } })
