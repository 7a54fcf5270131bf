import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import { photoBoxRules } from '../PhotoEditor/PhotoEditor.css'

/** The same box as the editor's stage: choosing a photo never moves what is around it. */
export const frame = style({
  ...photoBoxRules,
  border: `1px dashed ${vars.color.borderStrong}`,
  selectors: {
    '&:has(img)': { borderStyle: 'solid', borderColor: vars.color.border },
    '&[data-shape="avatar"]': { maxWidth: 360, width: '100%', marginInline: 'auto' },
  },
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const preparing = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
})

export const spinner = style({
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
})
