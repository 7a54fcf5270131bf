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
  'nav.install': 'Instalar la app',
  'nav.installTitle': 'Instalar {product}',
  'nav.installSteps':
    'Para instalar {product}, abre el menú Compartir del navegador y elige «Agregar a inicio» o «Añadir a pantalla de inicio».',
  'nav.installDone': 'Entendido',
  'nav.theme.system': 'Sistema',
  'nav.theme.light': 'Claro',
  'nav.theme.dark': 'Oscuro',
}
