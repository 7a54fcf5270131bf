import { vars } from '@photobooth/ui/theme'
import { style } from '@vanilla-extract/css'

export const badge = style({
  position: 'fixed',
  left: vars.space.md,
  bottom: vars.space.md,
  zIndex: 200,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
  '@media': {
    'screen and (max-width: 767px)': { bottom: 'calc(56px + env(safe-area-inset-bottom) + 8px)' },
  },
})

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
})

export const accounts = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
})

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
})
