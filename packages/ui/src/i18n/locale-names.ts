/**
 * The locales with a complete catalogue, each named in its own language, in the order a menu
 * offers them. A module of its own: the menus need it, the first view does not (`./locales`).
 */
export const LOCALES = [
  { id: 'en', name: 'English', dir: 'ltr' },
  { id: 'es', name: 'Español', dir: 'ltr' },
  { id: 'ar', name: 'العربية', dir: 'rtl' },
] as const satisfies readonly { id: string; name: string; dir: 'ltr' | 'rtl' }[]
