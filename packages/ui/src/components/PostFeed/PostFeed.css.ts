import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** The feed's full height, of which only the part near the viewport holds posts. */
export const feed = style({
  position: 'relative',
  width: '100%',
})

/** A rendered post, placed at its offset; the gap to the next post is part of its size. */
export const item = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: 0,
  width: '100%',
  paddingBottom: vars.space.lg,
})

/** Words of posts that are not rendered, for find-in-page; hidden until found. */
export const standIn = style({
  position: 'absolute',
  insetInlineStart: 0,
  width: '100%',
  margin: 0,
  whiteSpace: 'pre-line',
  color: vars.color.text,
})

/** A feed with every post in the page: a column with the feed's gap. */
export const plainFeed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
})
