import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const select = style([
  text({ size: 'sm', tone: 'default' }),
  {
    fontFamily: 'inherit',
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
  },
])
