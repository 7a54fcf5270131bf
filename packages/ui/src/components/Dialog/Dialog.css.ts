import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const popIn = keyframes({
  // physical: centred, the same in both directions.
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  // physical: centred, the same in both directions.
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: 900,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
})

export const content = style({
  position: 'fixed',
  top: '50%',
  // physical: centred, the same in both directions.
  left: '50%',
  // physical: centred, the same in both directions.
  transform: 'translate(-50%, -50%)',
  width: 'min(440px, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  zIndex: 901,
  animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:focus': { outline: 'none' } },
})

export const centered = style({ textAlign: 'center', alignItems: 'center' })
