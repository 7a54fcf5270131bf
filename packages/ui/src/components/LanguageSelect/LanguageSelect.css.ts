import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const select = style({
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  minHeight: '2.25rem',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
})
