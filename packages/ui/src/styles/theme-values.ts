/**
 * Every token's value in the light and the dark theme: plain data, out of the theme's
 * vanilla-extract file, so that only an app that reads them (to make a theme of its own)
 * downloads them; the themes' classes carry them in the stylesheet.
 */
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

export const lightValues = {
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
export const darkValues = {
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
