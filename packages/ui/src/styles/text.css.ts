import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { layered, variantsOf } from './layered'
import { vars } from './theme.css'

const sizes = vars.fontSize as Record<keyof typeof vars.fontSize, string>
const weights = vars.fontWeight as Record<keyof typeof vars.fontWeight, string>
const leadings = vars.lineHeight as Record<keyof typeof vars.lineHeight, string>

/**
 * The product's one type style: a size from the theme's scale, a weight, a tone (colour) and a
 * line height. Every variant is optional and a variant left out is inherited, so text set only
 * in a smaller size keeps its parent's colour and line height. `Text` and `Heading` render it;
 * an element drawn by another component (a Radix part, a link) takes `text({ … })` as a class.
 *
 * No outer margin: the space between blocks is the layout's gap. Every rule is in the
 * `components` layer, so the element's own class wins, whatever order the stylesheets load in.
 */
export const text = recipe(
  {
    base: layered({ margin: 0 }),
    variants: {
      size: variantsOf('fontSize', sizes),
      weight: variantsOf('fontWeight', weights),
      tone: variantsOf('color', {
        /** The body text's colour, set again (text inside a muted or coloured parent). */
        default: vars.color.text,
        muted: vars.color.textMuted,
        danger: vars.color.danger,
        success: vars.color.success,
        primary: vars.color.primary,
      }),
      leading: variantsOf('lineHeight', leadings),
      /** The heading face (the same as the body's in the default theme). */
      family: variantsOf('fontFamily', { body: vars.font.body, heading: vars.font.heading }),
      /** One line, cut with an ellipsis when it runs out of room. */
      truncate: {
        true: layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
        false: {},
      },
      /** Digits of one width, so a count or a percentage does not jitter as it changes. */
      numeric: { true: layered({ fontVariantNumeric: 'tabular-nums' }), false: {} },
    },
  },
  'text',
)

export type TextVariants = NonNullable<RecipeVariants<typeof text>>
