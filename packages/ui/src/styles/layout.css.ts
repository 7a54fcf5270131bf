import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { layered, variantsOf } from './layered'
import { vars } from './theme.css'

const gaps = vars.space as Record<keyof typeof vars.space, string>

/**
 * The product's one flex layout: a column (or a row) of children with a gap from the theme's
 * spacing scale. `Stack` and `Cluster` render it; a `.css.ts` file composes it into a style
 * when the element is drawn by another component (a recipe's base, a Radix part).
 *
 * Every rule is in the `components` layer, so the element's own class — padding, colours, a
 * different gap on small screens, `display: none` — always wins, whatever order the
 * stylesheets load in.
 */
export const stack = recipe(
  {
    base: layered({ display: 'flex', flexDirection: 'column' }),
    variants: {
      direction: {
        column: {},
        row: layered({ flexDirection: 'row' }),
      },
      gap: variantsOf('gap', gaps),
      align: variantsOf('alignItems', {
        start: 'flex-start',
        center: 'center',
        end: 'flex-end',
        stretch: 'stretch',
        baseline: 'baseline',
      }),
      justify: variantsOf('justifyContent', {
        start: 'flex-start',
        center: 'center',
        end: 'flex-end',
        between: 'space-between',
      }),
      wrap: { true: layered({ flexWrap: 'wrap' }), false: {} },
      /** Flows in a line of text (`inline-flex`), e.g. an icon beside a word. */
      inline: { true: layered({ display: 'inline-flex' }), false: {} },
    },
  },
  'stack',
)

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>
