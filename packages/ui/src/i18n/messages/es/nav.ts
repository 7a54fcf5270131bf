import type { PartCatalogue } from '../en'

export const nav: PartCatalogue<'nav'> = {
  'nav.main': 'Principal',
  'nav.home': 'Inicio',
  'nav.notifications': 'Notificaciones',
  'nav.notificationsUnread':
    '{count, plural, one {Notificaciones, # sin leer} other {Notificaciones, # sin leer}}',
  'nav.create': 'Crear',
  'nav.profile': 'Perfil',
  'nav.more': 'Más',
  'nav.logOut': 'Cerrar sesión',
  'nav.theme': 'Tema',
  'nav.language': 'Idioma',
  'theme.system': 'Sistema',
  'theme.light': 'Claro',
  'theme.dark': 'Oscuro',
}
