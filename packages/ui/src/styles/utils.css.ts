import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** The rules that hide an element visually while screen readers still read it. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules)

/**
 * The look of what floats over the page (a select's list, a menu, the update prompt): the raised
 * surface, the text's colour, a hairline border and the medium radius. Each adds its own shadow.
 */
export const raisedPanelRules = {
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const
