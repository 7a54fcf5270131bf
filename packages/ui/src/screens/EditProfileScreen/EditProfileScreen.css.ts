import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

const small = 'screen and (max-width: 640px)'
/** Wide enough for two columns, even beside the app's side navigation. */
const twoColumns = 'screen and (min-width: 1100px)'

export const page = style({
  width: '100%',
  maxWidth: 640,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [twoColumns]: { maxWidth: 1000 },
    [small]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}` },
  },
})

export const header = style({
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
})

export const loader = style({ minHeight: '40vh' })

export const card = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [small]: { padding: vars.space.md } },
})

export const identity = style({
  flex: '1 1 8rem',
  minWidth: 0,
})

export const identityName = style({ overflowWrap: 'anywhere' })

/** One column; on wide screens photo and profile at the start (left, or right in Arabic), the password at the end. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"photo" "profile" "password" "footer"',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': {
    [twoColumns]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gridTemplateAreas: '"photo password" "profile password" "footer footer"',
      gridTemplateRows: 'auto 1fr auto',
    },
  },
})

export const photoArea = style({ gridArea: 'photo' })
export const profileArea = style({ gridArea: 'profile' })
export const passwordArea = style({ gridArea: 'password' })

export const counterOver = text({ tone: 'danger', weight: 'medium' })

export const footer = style({
  gridArea: 'footer',
  '@media': { [small]: { alignItems: 'stretch' } },
})

export const wide = style({ alignSelf: 'stretch' })

/** The photo editor in its dialog: the circle as wide as the dialog allows. */
export const photoEditor = style({
  width: 'min(100%, 24rem)',
  marginInline: 'auto',
})
