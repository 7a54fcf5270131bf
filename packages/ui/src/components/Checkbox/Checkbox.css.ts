import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const row = style({ cursor: 'pointer' })

export const box = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
})
