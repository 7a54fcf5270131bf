import type { PartCatalogue } from '../en'

export const device: PartCatalogue<'device'> = {
  'offline.notice': 'Estás sin conexión: se muestra lo que se guardó',
  'offline.savedJustNow': 'Guardado hace un momento',
  'offline.savedMinutes':
    '{count, plural, one {Guardado hace # minuto} other {Guardado hace # minutos}}',
  'offline.savedAt': 'Guardado hoy, {time}',
  'offline.savedOn': 'Guardado el {date}',
  'update.available': 'Hay una versión nueva disponible',
  'update.reload': 'Recargar',
  'update.later': 'Más tarde',
}
