import { style, styleVariants } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

const base = style([
  text({ size: 'sm', leading: 'normal' }),
  { padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md },
])

export const alert = styleVariants({
  error: [base, { backgroundColor: vars.color.dangerSurface, color: vars.color.danger }],
  success: [base, { backgroundColor: vars.color.successSurface, color: vars.color.success }],
  info: [base, { backgroundColor: vars.color.surfaceSunken, color: vars.color.text }],
})

export const icon = style({ flexShrink: 0, marginTop: 1 })
export const body = style({ flex: 1 })

/** A notice with its Retry: the icon, the text and the button on one line. */
export const withRetry = style({ alignItems: 'center' })
