import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'
import { raisedPanelRules } from '../../styles/utils.css'

/** A toast's card, raised above the page. */
export const bar = style([
  text({ size: 'sm', leading: 'normal' }),
  {
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.sm,
    ...raisedPanelRules,
    boxShadow: vars.shadow.lg,
  },
])

/** Takes the room the buttons leave; on a narrow screen the buttons wrap under it. */
export const message = style({ flex: '1 1 12rem' })
