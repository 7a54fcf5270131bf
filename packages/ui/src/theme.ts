/**
 * The theme on its own, for styling next to the UI (vanilla-extract `.css.ts` files) and for
 * re-theming: `createTheme(vars, { ...themeValues.light, … })`, which needs vanilla-extract's
 * plugin in the app's build. Importing it does not load any component.
 */

export { BOTTOM_NAV_HEIGHT } from './components/SideNav/BottomNav.css'
// The navigation's breakpoints: the bottom bar below 768 px, the side navigation's rail of
// icons up to 1199 px.
export { railScreen, smallScreen } from './components/SideNav/nav.css'
export { type StackVariants, stack } from './styles/layout.css'
export { type TextVariants, text } from './styles/text.css'
export {
  darkTheme,
  lightTheme,
  ROOT_CLASS,
  systemTheme,
  themeRoot,
  vars,
} from './styles/theme.css'
export { type ThemeValues, themeValues } from './styles/theme-values'
