import { globalStyle } from '@vanilla-extract/css'
import { themeRoot, vars } from './theme.css'

// Scoped to the themed root so that importing the library never restyles a host page.
globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
})

globalStyle(`body${themeRoot}, ${themeRoot} body`, { margin: 0 })

globalStyle(`${themeRoot} :focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
})

globalStyle(`${themeRoot} img`, { maxWidth: '100%' })

globalStyle(`${themeRoot} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

// Code keeps the theme's monospace face: the browser's own `monospace` for <code> would bring
// in whatever fonts the machine has.
globalStyle(`${themeRoot} :is(code, kbd, samp, pre)`, { fontFamily: vars.font.mono })
