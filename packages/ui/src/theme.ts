/**
 * The theme on its own, for styling next to the UI (vanilla-extract `.css.ts` files) and for
 * re-theming: `createTheme(vars, { … })`. Importing it does not load any component.
 */

export { BOTTOM_NAV_HEIGHT } from './components/SideNav/BottomNav.css'
export { type StackVariants, stack } from './styles/layout.css'
export { darkTheme, lightTheme, systemTheme, themeRoot, vars } from './styles/theme.css'
