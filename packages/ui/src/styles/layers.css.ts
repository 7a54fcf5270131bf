import { layer } from '@vanilla-extract/css'

/**
 * Cascade layers. A component's own look lives in `components`, below every unlayered style,
 * so that a `className` given to it (a screen placing it, a consumer re-styling it) always
 * wins — whatever order the stylesheets happen to load in.
 */
export const components = layer('components')
