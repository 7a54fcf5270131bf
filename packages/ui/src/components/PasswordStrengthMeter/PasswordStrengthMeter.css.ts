import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
})

const segment = style({
  height: 6,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.strengthEmpty,
})

/** Filled segments take the colour of the score. */
export const filled = styleVariants({
  0: [segment],
  1: [segment, { backgroundColor: vars.color.strengthWeak }],
  2: [segment, { backgroundColor: vars.color.strengthFair }],
  3: [segment, { backgroundColor: vars.color.strengthGood }],
  4: [segment, { backgroundColor: vars.color.strengthStrong }],
})

export const empty = segment
