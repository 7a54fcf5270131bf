import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/* The image column the create and edit post forms share: a square frame and its picker. */

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
