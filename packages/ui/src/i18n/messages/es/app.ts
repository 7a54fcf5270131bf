import type { PartCatalogue } from '../en'

export const app: PartCatalogue<'app'> = {
  'app.time.justNow': 'ahora',
  'app.time.minutes': '{count, number} min',
  'app.time.hours': '{count, number} h',
  'app.time.days': '{count, number} d',
  'app.time.weeks': '{count, number} sem',
  'app.retry': 'Reintentar',
  'app.loading': 'Cargando...',
  'app.loadingContent': 'Cargando contenido...',
  'app.loadingPosts': 'Cargando publicaciones...',
  'app.loadingProduct': 'Cargando {product}',
  'app.noHandle': 'usuario',
  'app.unknownUser': 'Desconocido',
}
