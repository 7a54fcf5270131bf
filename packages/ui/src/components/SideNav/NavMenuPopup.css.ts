import { keyframes, style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'
import { raisedPanelRules } from '../../styles/utils.css'

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
})

export const content = style({
  minWidth: 200,
  padding: vars.space.xs,
  ...raisedPanelRules,
  boxShadow: vars.shadow.lg,
  // Above the bottom bar (100) and the demo's badge; below dialogs (900).
  zIndex: 800,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
})

export const label = style([
  text({ size: 'xs', weight: 'medium', tone: 'muted' }),
  { padding: `${vars.space.xs} ${vars.space.sm}` },
])

export const item = style([
  text({ size: 'md' }),
  {
    // A finger's width: the menu is the phone's way to these choices.
    minHeight: 44,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    },
  },
])

export const itemText = style({ flex: 1 })

export const indicator = style({ color: vars.color.primary })

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.border,
})
