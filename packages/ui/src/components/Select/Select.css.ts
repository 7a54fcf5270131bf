import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'
import { raisedPanelRules } from '../../styles/utils.css'
import { control } from '../Field/Field.css'

export const trigger = style([control, { cursor: 'pointer', textAlign: 'start' }])

export const content = style({
  overflow: 'hidden',
  ...raisedPanelRules,
  boxShadow: vars.shadow.md,
  zIndex: 1100,
  minWidth: 'var(--radix-select-trigger-width)',
})

export const viewport = style({ padding: vars.space.xs })

export const item = style([
  text({ size: 'md' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    },
  },
])
