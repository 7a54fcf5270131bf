import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

/** The "sent" panel takes focus so that screen readers read the outcome. */
export const sent = style({ selectors: { '&:focus': { outline: 'none' } } })

/** A line to recognise on the console, or to type: shown as it will appear. */
export const code = style([
  text({ size: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    backgroundColor: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.mono,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    textAlign: 'start',
  },
])
