import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

const small = 'screen and (max-width: 640px)'

export const page = style({
  width: '100%',
  maxWidth: 935,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [small]: { padding: `${vars.space.lg} ${vars.space.md}`, gap: vars.space.lg } },
})

export const loader = style({ minHeight: '40vh' })

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(150px, 290px) 1fr',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': {
    [small]: { gridTemplateColumns: '1fr', justifyItems: 'center', textAlign: 'center' },
  },
})

export const avatar = style({
  justifySelf: 'center',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
})

export const details = style({
  minWidth: 0,
  '@media': { [small]: { alignItems: 'center' } },
})

export const titleRow = style({
  '@media': { [small]: { justifyContent: 'center' } },
})

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const handle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
})

export const stats = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0`,
  padding: 0,
  fontSize: vars.fontSize.md,
  '@media': { [small]: { justifyContent: 'center' } },
})

export const statValue = style({ fontWeight: vars.fontWeight.bold })

export const about = style({ maxWidth: '60ch' })

export const bio = style({
  margin: 0,
  // Keeps the line breaks the user typed.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
})

const websiteBase = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  '@media': { [small]: { justifyContent: 'center' } },
})

export const website = style([
  websiteBase,
  {
    alignSelf: 'flex-start',
    color: vars.color.primary,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
    '@media': { [small]: { alignSelf: 'center' } },
  },
])

export const websiteText = style([websiteBase, { color: vars.color.textMuted }])

export const posts = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
})

export const postsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text,
})

export const textLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
