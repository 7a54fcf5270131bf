import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outlineOffset: 2 } },
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })

export const item = style({
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
})

export const content = style({ flex: 1, minWidth: 0 })

export const text = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const author = style({
  textDecoration: 'none',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
})

export const meta = style({ minHeight: '1.75rem' })

export const actions = style({ marginInlineStart: 'auto' })

export const action = style({ minWidth: '1.75rem', minHeight: '1.75rem', padding: vars.space.xxs })

export const editField = style({
  fontSize: vars.fontSize.sm,
  minHeight: '3.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
})

export const empty = style({
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
})
