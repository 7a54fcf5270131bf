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
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const author = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
})

export const body = style({ color: vars.color.text })

export const meta = style({
  minHeight: '1.75rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

export const actions = style({ marginInlineStart: 'auto' })

export const action = style({ minWidth: '1.75rem', minHeight: '1.75rem', padding: vars.space.xxs })

export const editAuthor = style({ fontSize: vars.fontSize.sm })

export const editField = style({
  fontSize: vars.fontSize.sm,
  minHeight: '3.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
})

export const empty = style({
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
})

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
})

export const emptyDetail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
