import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** A box to lay out: visible, with a size of its own. */
export const box = style({
  minWidth: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

/** An element's own class asking for something else than the layout it was given. */
export const ownLayout = style({
  flexDirection: 'row',
  gap: vars.space.xl,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
})

export const frame = style({
  width: 320,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
})
