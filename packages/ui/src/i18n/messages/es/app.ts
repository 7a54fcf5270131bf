import type { PartCatalogue } from '../en'

export const app: PartCatalogue<'app'> = {
  'time.justNow': 'ahora',
  'time.minutes': '{count, number} min',
  'time.hours': '{count, number} h',
  'time.days': '{count, number} d',
  'time.weeks': '{count, number} sem',
  'app.retry': 'Reintentar',
  'app.loading': 'Cargando...',
  'app.loadingContent': 'Cargando contenido...',
  'app.loadingPosts': 'Cargando publicaciones...',
  'app.loadingProduct': 'Cargando {product}',
  'app.noHandle': 'usuario',
  'app.unknownUser': 'Desconocido',
}
