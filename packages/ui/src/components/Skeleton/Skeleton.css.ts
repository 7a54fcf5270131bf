import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { components } from '../../styles/layers.css'
import { vars } from '../../styles/theme.css'

const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.55 } })

/*
 * The skeleton's class lands on the element it wraps, whose own (unlayered) styles would beat
 * anything in the `components` layer. What must hide the real look is therefore `!important`:
 * an important declaration in a layer beats every unlayered declaration. Size, radius and the
 * rest stay the element's own, so the placeholder takes its shape.
 */
export const skeleton = style({
  '@layer': {
    [components]: {
      borderRadius: vars.radius.sm,
      backgroundColor: `${vars.color.skeleton} !important`,
      backgroundImage: 'none !important',
      borderColor: 'transparent !important',
      boxShadow: 'none !important',
      color: 'transparent !important',
      outline: 'none !important',
      pointerEvents: 'none',
      userSelect: 'none',
      cursor: 'default',
      // Text wrapped over several lines is drawn as one bar per line, each rounded.
      boxDecorationBreak: 'clone',
      WebkitBoxDecorationBreak: 'clone',
      animation: `${pulse} 1s ${vars.motion.easing} infinite alternate`,
    },
  },
})

// The wrapped element's own children (an image, initials, icons) are not drawn.
globalStyle(`${skeleton} > *, ${skeleton}::before, ${skeleton}::after`, {
  '@layer': { [components]: { visibility: 'hidden !important' as 'hidden' } },
})
