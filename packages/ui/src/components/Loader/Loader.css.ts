import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { components } from '../../styles/layers.css'
import { text } from '../../styles/text.css'
import { vars } from '../../styles/theme.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const pulse = keyframes({
  '0%, 100%': { opacity: 1, transform: 'scale(1)' },
  '50%': { opacity: 0.45, transform: 'scale(0.9)' },
})
const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'scale(0.6)', opacity: 0.5 },
  '40%': { transform: 'scale(1)', opacity: 1 },
})
// In the components layer: a screen's class (a height, no padding) always wins.
export const root = style([
  text({ tone: 'muted' }),
  { '@layer': { [components]: { padding: vars.space.md } } },
])

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.background,
  zIndex: 800,
})

export const dimension = styleVariants({
  small: { vars: { '--loader-size': '1.25rem' } },
  medium: { vars: { '--loader-size': '2rem' } },
  large: { vars: { '--loader-size': '3rem' } },
})

/** A round mark `size` across, moving by `animation`: the spinner and the dots. */
function round(size: string, animation: string) {
  return { width: size, height: size, borderRadius: vars.radius.full, animation }
}

export const spinner = style({
  ...round('var(--loader-size)', `${spin} 0.8s linear infinite`),
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
})

export const pulseDot = style({
  ...round('var(--loader-size)', `${pulse} 1.2s ease-in-out infinite`),
  backgroundColor: vars.color.primary,
})

export const dots = style({ gap: 'calc(var(--loader-size) / 4)' })

export const dot = style({
  ...round('calc(var(--loader-size) / 2.5)', `${bounce} 1.2s ease-in-out infinite`),
  backgroundColor: vars.color.primary,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
})

export const logo = style({ animation: `${pulse} 1.4s ease-in-out infinite` })

/** As wide as the feed's column. */
export const cards = style({ width: '100%', maxWidth: 470 })
