import type { PartCatalogue } from '../en'

export const notifications: PartCatalogue<'notifications'> = {
  'notifications.title': 'Notificaciones',
  'notifications.today': 'Hoy',
  'notifications.thisWeek': 'Esta semana',
  'notifications.earlier': 'Anteriores',
  'notifications.liked': 'A {name} le gustó tu publicación.',
  'notifications.commented': '{name} comentó tu publicación.',
  'notifications.poked': '{name} te dio un toque.',
  'notifications.unread': 'No leída',
  'notifications.empty': 'No tienes notificaciones nuevas.',
  'notifications.failed': 'No se pudieron cargar las notificaciones.',
  'notifications.refreshFailed':
    'No se pudieron recargar las notificaciones. Estás viendo las últimas que se cargaron.',
  'notifications.postDeleted': 'Se eliminó la publicación de esta notificación.',
}
