import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/* The layout the create and edit post forms share: a card holding the image beside the details. */

const wide = 'screen and (min-width: 768px)'
const narrow = 'screen and (max-width: 480px)'

export const page = style({
  display: 'flex',
  justifyContent: 'center',
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

export const media = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

/** Dashed while it waits for a photo, solid once one is shown. */
export const frame = style({
  aspectRatio: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  selectors: { '&:has(img)': { borderStyle: 'solid', borderColor: vars.color.border } },
})

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})
