import { globalStyle } from '@vanilla-extract/css'
import { vars } from '../packages/ui/src/styles/theme.css'

/**
 * Stories set their text in fonts that come with the repository's dependencies (Inter,
 * JetBrains Mono, Noto Sans Arabic, Noto Emoji — loaded in preview.tsx), never in whatever fonts the machine has
 * installed: the visual baselines then come out the same on any machine. Beats the theme
 * (whose values are in the `photobooth.theme` layer, below any unlayered rule), on the UI's
 * root as an app's CSS would re-theme it, and on the page for what is drawn outside it.
 */
const emoji = '"Noto Emoji"'
// Arabic (Inter has none of its letters): Noto Sans Arabic, from npm too.
const arabic = '"Noto Sans Arabic Variable"'
globalStyle(':root, .photobooth', {
  vars: {
    [vars.font.body]: `"Inter Variable", ${arabic}, ${emoji}, sans-serif`,
    [vars.font.heading]: `"Inter Variable", ${arabic}, ${emoji}, sans-serif`,
    [vars.font.mono]: `"JetBrains Mono Variable", ${emoji}, monospace`,
  },
})
