import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

const base = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  margin: 0,
})

export const alert = styleVariants({
  error: [base, { backgroundColor: vars.color.dangerSurface, color: vars.color.danger }],
  success: [base, { backgroundColor: vars.color.successSurface, color: vars.color.success }],
  info: [base, { backgroundColor: vars.color.surfaceSunken, color: vars.color.text }],
})

export const icon = style({ flexShrink: 0, marginTop: 1 })
export const body = style({ flex: 1 })

/** A notice with its Retry: the icon, the text and the button on one line. */
export const withRetry = style({ alignItems: 'center' })
