import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

/** Quiet: the page's sunken surface, the body's colours, no alarm. */
export const notice = style([
  text({ size: 'sm', leading: 'normal' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.text,
  },
])

/** Level with the first line of text. */
export const icon = style({ flexShrink: 0, marginTop: 1, color: vars.color.textMuted })

export const body = style({ flex: 1, minWidth: 0 })
