import { style } from '@vanilla-extract/css'
import { components } from '../../styles/layers.css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const root = style([
  text({ tone: 'muted' }),
  {
    '@layer': {
      [components]: { textAlign: 'center', padding: `${vars.space.xl} ${vars.space.md}` },
    },
  },
])

export const icon = style({
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.text,
})
