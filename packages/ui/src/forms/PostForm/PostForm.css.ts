import { style } from '@vanilla-extract/css'
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

export const placeholder = style({
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
})

export const placeholderText = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
})

/** The edited post's image as it is now. */
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

export const noImage = style({ color: vars.color.textMuted })

export const authorName = style({ fontWeight: vars.fontWeight.medium })
