import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { text } from '../styles/text.css'
import { vars } from '../styles/theme.css'

export const viewport = style({
  position: 'fixed',
  bottom: vars.space.lg,
  // physical: centred, the same in both directions.
  left: '50%',
  // physical: centred, the same in both directions.
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: 1000,
  outline: 'none',
})

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
})

const base = style([
  text({ size: 'sm' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    backgroundColor: vars.color.text,
    color: vars.color.background,
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: { '&[data-state="closed"]': { opacity: 0 } },
  },
])

export const toast = styleVariants({
  info: [base],
  success: [base, { backgroundColor: vars.color.success, color: vars.color.surface }],
  error: [base, { backgroundColor: vars.color.danger, color: vars.color.surface }],
})

export const title = style({ flex: 1, margin: 0 })

export const close = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
})
