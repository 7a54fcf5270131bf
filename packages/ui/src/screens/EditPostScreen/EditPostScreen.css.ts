import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { OVERLAY_FADE_AFTER_MS, OVERLAY_LEAVE_AFTER_MS } from './overlay-timing'

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.98)' },
  to: { opacity: 1, transform: 'scale(1)' },
})

export const header = style({
  minHeight: '3.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const loader = style({ minHeight: '24rem' })

export const notice = style({ margin: `${vars.space.lg} ${vars.space.lg} 0` })

/** The overlay covers exactly this: the form. */
export const formArea = style({ position: 'relative' })

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  padding: vars.space.lg,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  animation: `${appear} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    // Fades out over the time left before the app leaves for the post.
    '&[data-state="fading"]': {
      opacity: 0,
      transition: `opacity ${OVERLAY_LEAVE_AFTER_MS - OVERLAY_FADE_AFTER_MS}ms ${vars.motion.easing}`,
    },
  },
})

export const overlayIcon = style({
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSurface,
  color: vars.color.success,
})
