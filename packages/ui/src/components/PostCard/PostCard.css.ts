import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const card = style({
  width: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
})

export const header = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '3.75rem',
})

export const author = style({
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
})

export const authorName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${author}:hover &`]: { textDecoration: 'underline' } },
})

export const separator = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
})

/** The feed's square: every photo is shown whole inside it, its box known before it loads. */
export const photo = style({ aspectRatio: '1 / 1' })

/** The photo's place while it loads: the same square, with the same square corners. */
export const photoPlaceholder = style([photo, { borderRadius: 0 }])

export const photoLink = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  selectors: { '&:focus-visible': { outlineOffset: -3 } },
})

export const body = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
})

export const actions = style({
  // Pulls the round icon buttons' padding back so the heart lines up with the text below.
  marginInlineStart: `calc(${vars.space.sm} * -1)`,
})

export const likeButton = style({
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } },
})

export const likes = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const caption = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
})

export const name = style({ fontWeight: vars.fontWeight.bold, marginInlineEnd: vars.space.xs })

export const toggle = style({
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text } },
})

export const comments = style({ listStyle: 'none', margin: 0, padding: 0 })

export const comment = style({ overflowWrap: 'anywhere' })

export const viewAll = style({
  alignSelf: 'flex-start',
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
})

export const invalid = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const invalidText = style({ margin: 0 })
