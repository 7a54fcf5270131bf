import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
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

export const name = style([
  text({ size: 'xl', weight: 'bold', leading: 'tight' }),
  { overflowWrap: 'anywhere' },
])

export const stats = style([
  text({ size: 'md' }),
  {
    listStyle: 'none',
    margin: `${vars.space.xs} 0`,
    padding: 0,
    '@media': { [small]: { justifyContent: 'center' } },
  },
])

export const about = style({ maxWidth: '60ch' })

export const bio = style([
  text({ leading: 'relaxed' }),
  {
    // Keeps the line breaks the user typed.
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
])

const websiteBase = style([
  text({ size: 'sm', weight: 'medium' }),
  { overflowWrap: 'anywhere', '@media': { [small]: { justifyContent: 'center' } } },
])

export const website = style([
  websiteBase,
  text({ tone: 'primary' }),
  {
    alignSelf: 'flex-start',
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
    '@media': { [small]: { alignSelf: 'center' } },
  },
])

export const websiteText = style([websiteBase, text({ tone: 'muted' })])

export const posts = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
})

export const postsTitle = style([
  text({ size: 'xs', weight: 'bold', tone: 'default' }),
  { letterSpacing: '0.08em', textTransform: 'uppercase' },
])

export const textLink = style([
  text({ tone: 'primary', weight: 'medium' }),
  { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
])
