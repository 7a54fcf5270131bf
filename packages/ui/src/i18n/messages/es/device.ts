import type { PartCatalogue } from '../en'

export const device: PartCatalogue<'device'> = {
  'device.offline.notice': 'Estás sin conexión: se muestra lo que se guardó',
  'device.unreachable.notice': 'No se puede conectar con {product}: se muestra lo que se guardó',
  'device.offline.savedJustNow': 'Guardado hace un momento',
  'device.offline.savedMinutes':
    '{count, plural, one {Guardado hace # minuto} other {Guardado hace # minutos}}',
  'device.offline.savedAt': 'Guardado hoy, {time}',
  'device.offline.savedOn': 'Guardado el {date}',
  'device.update.available': 'Hay una versión nueva disponible',
  'device.update.reload': 'Recargar',
  'device.update.later': 'Más tarde',
}
