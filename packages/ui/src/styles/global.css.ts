import { globalStyle } from '@vanilla-extract/css'
import { darkTheme, lightTheme, themeRoot, vars } from './theme.css'

// Scoped to the themed root so that importing the library never restyles a host page.
globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
})

globalStyle(`body${themeRoot}, ${themeRoot} body`, { margin: 0 })

// A theme chosen over the system's says so to the browser too, so that scrollbars, form
// controls and the page's canvas follow it (the themed root alone says "light dark").
globalStyle(`${themeRoot}:is(${lightTheme})`, { colorScheme: 'light' })
globalStyle(`${themeRoot}:is(${darkTheme})`, { colorScheme: 'dark' })

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
