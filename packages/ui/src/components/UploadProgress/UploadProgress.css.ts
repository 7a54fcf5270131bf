import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({ width: '100%' })

export const bar = style({
  position: 'relative',
  flex: 1,
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  // Safari clips the rounded corners of a transformed child only with this.
  transform: 'translateZ(0)',
  // Progress runs the way the text reads: from the right in Arabic.
  selectors: { '[dir="rtl"] &': { scale: '-1 1' } },
})

export const indicator = style({
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
})

const sweep = keyframes({
  // physical: the bar turns round as a whole right to left (`bar`).
  from: { transform: 'translateX(-100%)' },
  // physical: the same.
  to: { transform: 'translateX(100%)' },
})

/** Unknown progress: a segment sweeps across; still (a third of the bar) without motion. */
export const running = style({
  width: '35%',
  animation: `${sweep} 1.2s ${vars.motion.easing} infinite`,
  '@media': {
    // physical: the bar turns round as a whole right to left (`bar`).
    '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'translateX(100%)' },
  },
})
