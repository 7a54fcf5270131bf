import type { PartCatalogue } from '../en'

export const pages: PartCatalogue<'pages'> = {
  'web.error.title': 'Algo salió mal',
  'web.error.body':
    'No se pudo mostrar esta página. Recargarla suele funcionar; tus datos están a salvo.',
  'web.error.reload': 'Recargar',
  'web.toFeed': 'Ir al inicio',
  'web.notFound.title': 'Página no encontrada',
  'web.notFound.message': 'Esta página no existe.',
  'web.notFound.detail': 'Puede que el enlace esté roto o que la página se haya eliminado.',
}
