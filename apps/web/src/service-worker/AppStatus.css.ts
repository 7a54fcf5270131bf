import { vars } from '@photobooth/ui/theme'
import { style } from '@vanilla-extract/css'

/** Above the page, in its flow (as the demo's badge): it covers no control of the page. */
export const status = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: 640,
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  paddingTop: `max(${vars.space.sm}, env(safe-area-inset-top))`,
})
