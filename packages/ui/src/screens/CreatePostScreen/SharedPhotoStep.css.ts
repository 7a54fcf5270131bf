import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/* The "Use this photo?" step: the shared photo beside what came with it, and the choice (the
 * card's body is the post form's, forms/PostForm/PostForm.css.ts). */

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
