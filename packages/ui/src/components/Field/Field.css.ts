import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const control = style([
  text({ size: 'md', tone: 'default' }),
  {
    width: '100%',
    fontFamily: 'inherit',
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    minHeight: '2.75rem',
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: 0,
        borderColor: vars.color.focusRing,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
])

export const textarea = style([
  control,
  text({ leading: 'normal' }),
  { resize: 'vertical', minHeight: '5rem' },
])

export const inputWrap = style({ position: 'relative' })

export const withToggle = style({ paddingInlineEnd: '3rem' })

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
})
