import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const item = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  backgroundColor: vars.color.skeleton,
})

export const link = style({
  display: 'block',
  width: '100%',
  height: '100%',
  selectors: { '&:focus-visible': { outlineOffset: -3 } },
})

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${link}:hover &`]: { transform: 'scale(1.03)' } },
})

export const broken = style([
  text({ size: 'xs', tone: 'muted' }),
  { width: '100%', height: '100%', padding: vars.space.sm, textAlign: 'center' },
])
