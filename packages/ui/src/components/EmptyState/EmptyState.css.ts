import { style } from '@vanilla-extract/css'
import { components } from '../../styles/layers.css'
import { vars } from '../../styles/theme.css'

export const root = style({
  '@layer': {
    [components]: {
      textAlign: 'center',
      padding: `${vars.space.xl} ${vars.space.md}`,
      color: vars.color.textMuted,
    },
  },
})

export const icon = style({
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.text,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
})
export const detail = style({ margin: 0, fontSize: vars.fontSize.sm })
