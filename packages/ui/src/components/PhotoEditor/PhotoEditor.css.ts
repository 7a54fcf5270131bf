import { globalStyle, style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

export const root = style({ width: '100%' })

/**
 * The photo's box: the crop's stage, and the photo field's frame before it (PhotoField.css.ts).
 * Square whatever the photo, so that choosing one, then cropping it, never moves what is around.
 */
export const photoBoxRules = {
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
} as const

/**
 * What every control of the editor (presets, tabs, looks, the sliders' thumbs) shows alike: the
 * theme's focus ring, and a faded look while the editor is locked (Radix marks a disabled part
 * `data-disabled`; a native button is `:disabled`).
 */
const controlStates = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  '&:disabled, &[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
} as const

export const stage = style({
  position: 'relative',
  width: '100%',
  ...photoBoxRules,
  // The cropper takes touch drags and pinches; the page must not scroll or zoom under them.
  touchAction: 'none',
})

export const still = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

export const cropper = style({ position: 'absolute', inset: 0 })

globalStyle(`${cropper} [role="application"]:focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: -3,
})

/** 44 px tall at least: fingers, not only pointers, press these. */
export const preset = style({
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[data-state="on"]': {
      backgroundColor: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.surface,
    },
    ...controlStates,
  },
})

export const zoom = style({
  flex: '1 1 10rem',
  minWidth: '10rem',
})

export const slider = style({
  position: 'relative',
  flex: 1,
  height: 44,
  touchAction: 'none',
  userSelect: 'none',
})

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 4,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
})

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
})

export const thumb = style({
  display: 'block',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: controlStates,
})

export const rotate = style({ width: 44, height: 44 })

/** The editor's three tabs: Crop, Filters, Adjust. */
export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: 4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
})

/** Its size and weight stay beside `font: inherit`, which would reset the type's layered ones. */
export const tab = style([
  text({ tone: 'muted' }),
  {
    flex: 1,
    minHeight: 40,
    border: 0,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-state="active"]': {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
      },
      ...controlStates,
    },
  },
])

export const panel = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
})

/** The looks: a strip of thumbnails that scrolls sideways on a phone. */
export const looks = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '5.25rem',
  gap: vars.space.sm,
  overflowX: 'auto',
  paddingBlock: 4,
  paddingInline: 2,
  scrollSnapType: 'x proximity',
})

export const lookChoice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  padding: 4,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    ...controlStates,
  },
})

export const thumbnail = style({
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
})

export const adjustment = style({ minHeight: 44 })

export const adjustmentName = style([text({ size: 'sm', tone: 'muted' }), { flex: '0 0 6.5rem' }])

export const adjustmentValue = style([
  text({ size: 'sm', numeric: true }),
  { flex: '0 0 2.75rem', textAlign: 'end' },
])
