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

/**
 * The card's body: the photo beside the rest on wide screens (`columns`), above it on narrow
 * ones. The form's and the "Use this photo?" step's, so that a shared photo moves into the form
 * without the card changing its frame.
 */
function cardBody(columns: string, debugId: string) {
  return style(
    {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.lg,
      padding: vars.space.lg,
      '@media': { [wide]: { gridTemplateColumns: columns, alignItems: 'start' } },
    },
    debugId,
  )
}

/** The form's: the photo the wider, beside the details. */
export const body = cardBody('minmax(0, 1.3fr) minmax(0, 1fr)', 'body')

/** The "Use this photo?" step's: the shared photo and what came with it, as wide as each other. */
export const evenBody = cardBody('minmax(0, 1fr) minmax(0, 1fr)', 'evenBody')

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
