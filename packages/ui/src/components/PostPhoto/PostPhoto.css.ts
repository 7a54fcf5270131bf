import { keyframes, style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

/** The photo's box: its size comes from the layout (e.g. a square), never from the photo. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  userSelect: 'none',
  // A double-tap likes the photo rather than zooming the page.
  touchAction: 'manipulation',
})

/** The whole photo, as cropped by its author, inside the box. */
export const photo = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

export const missing = style([text({ tone: 'muted' }), { position: 'absolute', inset: 0 }])

export const missingText = style([text({ size: 'sm' }), { paddingBottom: '3rem' }])

/** Over the box, below its middle, and outside any link the photo is wrapped in. */
export const retry = style({
  position: 'absolute',
  // physical: centred, the same in both directions.
  left: '50%',
  top: '58%',
  // physical: centred, the same in both directions.
  transform: 'translateX(-50%)',
})

const burst = keyframes({
  '0%': { opacity: 0, transform: 'scale(0.3)' },
  '15%': { opacity: 0.95, transform: 'scale(1.15)' },
  '30%': { opacity: 0.95, transform: 'scale(0.95)' },
  '45%': { opacity: 0.95, transform: 'scale(1)' },
  '80%': { opacity: 0.95, transform: 'scale(1)' },
  '100%': { opacity: 0, transform: 'scale(1)' },
})

const fade = keyframes({
  '0%': { opacity: 0 },
  '20%': { opacity: 0.9 },
  '80%': { opacity: 0.9 },
  '100%': { opacity: 0 },
})

/** The heart of a double-click like; without motion it only fades in and out. */
export const heart = style({
  position: 'absolute',
  inset: 0,
  color: '#fff',
  filter: 'drop-shadow(0 4px 12px rgba(0, 0, 0, 0.35))',
  pointerEvents: 'none',
  opacity: 0,
  animation: `${burst} 850ms ${vars.motion.easing} forwards`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: `${fade} 850ms linear forwards` },
  },
})
