import type { PartCatalogue } from '../en'

export const pages: PartCatalogue<'pages'> = {
  'pages.error.title': 'Algo salió mal',
  'pages.error.body':
    'No se pudo mostrar esta página. Recargarla suele funcionar; tus datos están a salvo.',
  'pages.error.reload': 'Recargar',
  'pages.toFeed': 'Ir al inicio',
  'pages.notFound.title': 'Página no encontrada',
  'pages.notFound.message': 'Esta página no existe.',
  'pages.notFound.detail': 'Puede que el enlace esté roto o que la página se haya eliminado.',
}
