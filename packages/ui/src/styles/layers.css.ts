import { globalLayer } from '@vanilla-extract/css'

/**
 * Cascade layers, under one of the package's own with stable names, so that an app's
 * stylesheet can name them. Layered rules lose to every unlayered rule of the page, whatever
 * their specificity or the order the stylesheets load in:
 * - `photobooth.theme`: the tokens' values (`--photobooth-color-primary`, …), so that an app's
 *   plain CSS re-themes the UI with a rule as simple as `.photobooth { --photobooth-… }`;
 * - `photobooth.components`: a component's own look, so that a `className` given to it (a
 *   screen placing it, an app re-styling it) always wins.
 */
export const photobooth = globalLayer('photobooth')
export const theme = globalLayer({ parent: photobooth }, 'theme')
export const components = globalLayer({ parent: photobooth }, 'components')
