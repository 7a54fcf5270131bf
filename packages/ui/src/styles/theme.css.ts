import { assignVars, createGlobalThemeContract, globalStyle, style } from '@vanilla-extract/css'
import { theme } from './layers.css'

/** The class of the UI's root element (`UiProvider`'s), stable for an app's own CSS. */
export const ROOT_CLASS = 'photobooth'

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

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
  (_value, path) => `photobooth-${path.map(kebab).join('-')}`,
)

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    heading:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.45', relaxed: '1.6' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', full: '9999px' },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
}

const lightValues = {
  ...shared,
  color: {
    background: '#fafafa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f0f1f3',
    text: '#16181c',
    textMuted: '#5b616b',
    border: '#dbdde1',
    borderStrong: '#8a9099',
    primary: '#b5245a',
    primaryHover: '#9a1d4c',
    onPrimary: '#ffffff',
    focusRing: '#2563eb',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    onDanger: '#ffffff',
    success: '#1e7a3c',
    successSurface: '#e7f6ec',
    like: '#e0245e',
    overlay: 'rgba(10, 12, 16, 0.6)',
    skeleton: '#e6e8eb',
    strengthEmpty: '#e6e8eb',
    strengthWeak: '#d92d20',
    strengthFair: '#f79009',
    strengthGood: '#3b82f6',
    strengthStrong: '#12b76a',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.2)',
  },
}

/** Dark grey rather than pure black: easier on the eyes, and photos keep their edges. */
const darkValues = {
  ...shared,
  color: {
    background: '#18191b',
    surface: '#222326',
    surfaceRaised: '#2b2d31',
    surfaceSunken: '#1d1e21',
    text: '#e8e9ec',
    textMuted: '#aeb3bb',
    border: '#3a3c41',
    borderStrong: '#6b7079',
    primary: '#f4769f',
    primaryHover: '#f796b6',
    onPrimary: '#1a0a10',
    focusRing: '#7aa2ff',
    danger: '#ff8a80',
    dangerSurface: '#3a1e1c',
    onDanger: '#1a0a08',
    success: '#6fd394',
    successSurface: '#17301f',
    like: '#ff5c8a',
    overlay: 'rgba(0, 0, 0, 0.7)',
    skeleton: '#34363b',
    strengthEmpty: '#3a3c41',
    strengthWeak: '#f97066',
    strengthFair: '#fdb022',
    strengthGood: '#7cb4ff',
    strengthStrong: '#47cd89',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
}

/** Every token's value, as a theme gives them (`createTheme(vars, …)`). */
export type ThemeValues = typeof lightValues

/** The values of light and dark, for an app's own themes (`{ ...themeValues.light, … }`). */
export const themeValues: { light: ThemeValues; dark: ThemeValues } = {
  light: lightValues,
  dark: darkValues,
}

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
