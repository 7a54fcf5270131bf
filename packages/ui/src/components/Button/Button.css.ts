import { keyframes, style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { stack } from '../../styles/layout.css'
import { vars } from '../../styles/theme.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

/** Icon and label side by side, centred. */
const content = { inline: true, direction: 'row', align: 'center', justify: 'center' } as const

export const button = recipe({
  base: [
    stack({ ...content, gap: 'sm' }),
    {
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      cursor: 'pointer',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        padding: 0,
        border: 'none',
        selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
      },
    },
    size: {
      small: {
        fontSize: vars.fontSize.sm,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        minHeight: '2rem',
      },
      medium: {
        fontSize: vars.fontSize.md,
        padding: `${vars.space.sm} ${vars.space.md}`,
        minHeight: '2.5rem',
      },
      large: {
        fontSize: vars.fontSize.md,
        padding: `${vars.space.sm} ${vars.space.lg}`,
        minHeight: '3rem',
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'medium' }, style: { padding: 0, minHeight: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
})

export const iconButton = recipe({
  base: [
    stack(content),
    {
      border: 'none',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      color: vars.color.text,
      cursor: 'pointer',
      padding: vars.space.xs,
      minWidth: '2.5rem',
      minHeight: '2.5rem',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      },
    },
  ],
  variants: {
    tone: {
      default: {},
      like: { color: vars.color.like },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
  },
  defaultVariants: { tone: 'default' },
})
