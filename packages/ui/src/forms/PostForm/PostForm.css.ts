import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

/* The create and edit post forms: a card holding the photo beside the details. */

const wide = 'screen and (min-width: 768px)'
const narrow = 'screen and (max-width: 480px)'

export const page = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  backgroundColor: vars.color.background,
  '@media': { [narrow]: { padding: 0 } },
})

export const card = style({
  width: '100%',
  maxWidth: 920,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  '@media': { [narrow]: { border: 'none', borderRadius: 0, boxShadow: 'none' } },
})

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)', alignItems: 'start' },
  },
})

/** A message about the last send (or a restored draft), across both columns. */
export const failure = style({ gridColumn: '1 / -1' })

export const placeholder = style([
  text({ tone: 'muted' }),
  { padding: vars.space.lg, textAlign: 'center' },
])

/** The edited post's image as it is now. */
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

export const noImage = text({ tone: 'muted' })
