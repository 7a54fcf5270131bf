import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const page = style({
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
})

export const column = style({
  width: '100%',
  maxWidth: 600,
  marginInline: 'auto',
})

export const header = style({
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const groupTitle = style({ padding: `0 ${vars.space.sm}` })

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })

export const entry = style({
  // Contains the visually hidden "Unread", which is absolutely positioned.
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
})

export const entryLink = style({
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
})

export const entryNew = style({ backgroundColor: vars.color.surface })

export const body = style({ flex: 1, minWidth: 0 })

export const sentence = style({ overflowWrap: 'anywhere' })

export const thumbnail = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
})

export const unreadDot = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
})
