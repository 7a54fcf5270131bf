import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

const narrowScreen = 'screen and (max-width: 767px)'
// The layout follows the space the app gives the screen (beside a side navigation or not),
// not the window: the photo goes above the conversation when the page is narrow.
const narrow = '(max-width: 720px)'

export const page = style({
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  containerType: 'inline-size',
  '@media': { [narrowScreen]: { padding: vars.space.md, gap: vars.space.md } },
})

export const article = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)',
  height: 'min(640px, calc(100vh - 6rem))',
  minHeight: '420px',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  '@container': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', height: 'auto', minHeight: 0 },
  },
})

export const media = style({
  minHeight: 0,
  backgroundColor: vars.color.surfaceSunken,
  '@container': { [narrow]: { maxHeight: '70vh' } },
})

/** While loading there is no photo to give the panel its height. */
export const mediaLoading = style({
  '@container': { [narrow]: { minHeight: '280px' } },
})

/** The photo's box fills the panel; narrow, it is a square no taller than most of the screen,
 * so that its place is kept before it loads. */
export const photo = style({
  width: '100%',
  height: '100%',
  '@container': { [narrow]: { height: 'auto', aspectRatio: '1 / 1', maxHeight: '70vh' } },
})

export const noPhoto = text({ tone: 'muted' })

export const side = style({
  minHeight: 0,
  minWidth: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  '@container': {
    [narrow]: { borderInlineStart: 'none', borderTop: `1px solid ${vars.color.border}` },
  },
})

export const header = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '3.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const byline = style([text({ leading: 'tight' }), { flex: 1, minWidth: 0 }])

export const authorName = style([
  text({ size: 'sm', weight: 'bold', tone: 'default', truncate: true }),
  { textDecoration: 'none', selectors: { 'a&:hover': { textDecoration: 'underline' } } },
])

export const time = text({ size: 'xs', tone: 'muted' })

export const ownerActions = style({ flexShrink: 0 })

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  selectors: { '&:focus-visible': { outlineOffset: -2 } },
  '@container': { [narrow]: { overflowY: 'visible' } },
})

export const caption = style([
  text({ size: 'md', leading: 'relaxed' }),
  {
    paddingBottom: vars.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
])

export const actions = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
})

export const likesButton = style([
  text({ size: 'sm', weight: 'bold', tone: 'default' }),
  {
    alignSelf: 'flex-start',
    border: 'none',
    background: 'none',
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontFamily: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
])

export const commentForm = style({
  paddingBlock: vars.space.xs,
  paddingInline: `${vars.space.md} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
})

export const commentInput = style([
  text({ size: 'sm', tone: 'default' }),
  {
    flex: 1,
    minWidth: 0,
    minHeight: '2.75rem',
    border: 'none',
    background: 'transparent',
    fontFamily: 'inherit',
    borderRadius: vars.radius.sm,
    paddingInline: vars.space.xs,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:focus-visible': { outlineOffset: 0 },
    },
  },
])

export const postButton = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
})

export const guestLine = style([
  text({ size: 'sm', tone: 'muted' }),
  { padding: vars.space.md, borderTop: `1px solid ${vars.color.border}` },
])

export const failed = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})

export const more = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
})

export const moreTitle = text({ size: 'sm', weight: 'medium', tone: 'muted' })

export const moreLink = style([
  text({ size: 'sm', weight: 'medium', tone: 'primary' }),
  { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
])

export const moreEmpty = style([
  text({ tone: 'muted' }),
  { padding: `${vars.space.lg} 0`, textAlign: 'center' },
])
