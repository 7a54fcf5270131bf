import { style } from '@vanilla-extract/css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

/** Below this width the bottom bar replaces the side navigation. */
export const smallScreen = 'screen and (max-width: 767px)'
/** Between small screens and wide ones the side navigation is a rail of icons. */
export const railScreen = 'screen and (min-width: 768px) and (max-width: 1199px)'
/** Everywhere but the rail (`not` negates the whole query). */
export const notRailScreen = `not ${railScreen}`

/** The unread count: a pill whose digits are drawn from `data-count`. */
export const badge = style([
  text({ size: 'xs', weight: 'bold', numeric: true }),
  {
    display: 'inline-block',
    minWidth: 20,
    height: 20,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.surface}`,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    // The pill's own line: the digits centred in its 16 px inside the border.
    lineHeight: '16px',
    textAlign: 'center',
    '::after': { content: 'attr(data-count)' },
  },
])

/** Over the icon's top corner at the end of the line (right, or left in Arabic), growing that way. */
export const corner = style({
  position: 'absolute',
  top: -6,
  insetInlineStart: 'calc(100% - 10px)',
})

/** In the flow of text. */
export const inline = style({ position: 'relative' })

/** Holds an icon and its badge. */
export const iconBox = style({ position: 'relative', flexShrink: 0 })
