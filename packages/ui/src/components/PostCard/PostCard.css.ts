import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
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

export const authorName = style([
  text({ size: 'sm', weight: 'bold', truncate: true }),
  { selectors: { [`${author}:hover &`]: { textDecoration: 'underline' } } },
])

export const time = style([text({ size: 'sm', tone: 'muted' }), { whiteSpace: 'nowrap' }])

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

export const body = style([
  text({ size: 'sm', leading: 'normal' }),
  { padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}` },
])

export const actions = style({
  // Pulls the round icon buttons' padding back so the heart lines up with the text below.
  marginInlineStart: `calc(${vars.space.sm} * -1)`,
})

export const likeButton = style({
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } },
})

export const caption = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
})

export const name = style([text({ weight: 'bold' }), { marginInlineEnd: vars.space.xs }])

export const toggle = style([
  text({ tone: 'muted' }),
  {
    border: 'none',
    background: 'none',
    padding: 0,
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text } },
  },
])

export const comments = style({ listStyle: 'none', margin: 0, padding: 0 })

export const comment = style({ overflowWrap: 'anywhere' })

export const viewAll = style([
  text({ tone: 'muted' }),
  {
    alignSelf: 'flex-start',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
  },
])

/** Unlayered, as the card's own colour beside it is: a rule in the type's layer would lose to it. */
export const invalid = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
