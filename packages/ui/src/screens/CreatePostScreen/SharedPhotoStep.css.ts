import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/* The "Use this photo?" step: the shared photo beside what came with it, and the choice. */

const wide = 'screen and (min-width: 768px)'

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
})

export const figure = style({ margin: 0 })

export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
})

export const name = style({ marginTop: vars.space.xs, overflowWrap: 'anywhere' })

export const text = style({
  margin: 0,
  padding: vars.space.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
})

export const said = style({ margin: 0 })
