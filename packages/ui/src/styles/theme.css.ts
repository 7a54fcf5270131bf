import { assignVars, createGlobalThemeContract, globalStyle, style } from '@vanilla-extract/css'
import { theme } from './layers.css'
import { darkValues, lightValues, type ThemeValues } from './theme-values'
import { tokenProperty } from './token-names'

/** The class of the UI's root element (`UiProvider`'s), stable for an app's own CSS. */
export const ROOT_CLASS = 'photobooth'

/**
 * The theme contract: every colour, size, radius, shadow and timing the components use, each a
 * CSS custom property with a stable, documented name: `vars.color.primary` is
 * `var(--photobooth-color-primary)`, `vars.color.surfaceRaised`
 * `var(--photobooth-color-surface-raised)`. An app re-themes with plain CSS (their values live
 * in the `photobooth.theme` layer, below any rule of the app), with `UiProvider`'s `tokens`, or
 * with a class made by `createTheme(vars, { … })` passed as its `theme`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      text: null,
      textMuted: null,
      border: null,
      borderStrong: null,
      primary: null,
      primaryHover: null,
      onPrimary: null,
      focusRing: null,
      danger: null,
      dangerSurface: null,
      onDanger: null,
      success: null,
      successSurface: null,
      like: null,
      overlay: null,
      skeleton: null,
      strengthEmpty: null,
      strengthWeak: null,
      strengthFair: null,
      strengthGood: null,
      strengthStrong: null,
    },
    font: { body: null, heading: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    fontWeight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, full: null },
    shadow: { sm: null, md: null, lg: null },
    motion: { fast: null, normal: null, slow: null, easing: null },
  },
  (_value, path) => tokenProperty(path).slice(2),
)

const inTheme = (values: ThemeValues) => ({
  '@layer': { [theme]: { vars: assignVars(vars, values) } },
})

/** Light, whatever the system prefers. */
export const lightTheme = style(inTheme(lightValues))
/** Dark, whatever the system prefers. */
export const darkTheme = style(inTheme(darkValues))
/** Light, or dark when the system prefers it. */
export const systemTheme = style({
  '@layer': {
    [theme]: {
      vars: assignVars(vars, lightValues),
      '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkValues) } },
    },
  },
})

// The tokens for the whole page too, as the system's theme: a component used outside a
// `UiProvider` is still drawn in PhotoBooth's colours and sizes. Custom properties under the
// package's own names: nothing of the host page changes. No specificity, so that a theme's
// class on `<html>` (a `document` provider's) wins over them.
globalStyle(':where(:root)', inTheme(lightValues))
globalStyle(':where(:root)', {
  '@media': { '(prefers-color-scheme: dark)': inTheme(darkValues) },
})

/** Base styles of the UI's root (the page's own type and colours stay the page's). */
export const themeRoot = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  colorScheme: 'light dark',
  WebkitFontSmoothing: 'antialiased',
})
