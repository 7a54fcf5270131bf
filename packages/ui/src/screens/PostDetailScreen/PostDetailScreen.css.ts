import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

const narrowScreen = 'screen and (max-width: 767px)'
// The layout follows the space the app gives the screen (beside a side navigation or not),
// not the window: the photo goes above the conversation when the page is narrow.
const narrow = '(max-width: 720px)'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  containerType: 'inline-size',
  '@media': { [narrowScreen]: { padding: vars.space.md, gap: vars.space.md } },
})

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
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
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
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

export const noPhoto = style({ display: 'inline-flex', color: vars.color.textMuted })

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  '@container': { [narrow]: { borderLeft: 'none', borderTop: `1px solid ${vars.color.border}` } },
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '3.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const byline = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
})

export const authorName = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
})

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const ownerActions = style({ display: 'flex', gap: vars.space.xxs, flexShrink: 0 })

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: { '&:focus-visible': { outlineOffset: -2 } },
  '@container': { [narrow]: { overflowY: 'visible' } },
})

export const caption = style({
  margin: 0,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
})

export const actionButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs })

export const likesButton = style({
  alignSelf: 'flex-start',
  border: 'none',
  background: 'none',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const commentForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
})

export const commentInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outlineOffset: 0 },
  },
})

export const postButton = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
})

export const guestLine = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
})

export const failed = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
})

export const moreHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const moreTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
})

export const moreLink = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const moreEmpty = style({
  margin: 0,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
})

export const moreFailed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
})

const boneBase = style({
  display: 'block',
  height: '0.75rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
})

export const bone = styleVariants({
  short: [boneBase, { width: '40%' }],
  medium: [boneBase, { width: '70%' }],
  long: [boneBase, { width: '90%' }],
})

export const boneAvatar = style({
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.skeleton,
})
