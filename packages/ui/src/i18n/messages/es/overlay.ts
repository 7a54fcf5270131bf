import type { PartCatalogue } from '../en'

export const overlay: PartCatalogue<'overlay'> = {
  'overlay.close': 'Cerrar',
  'overlay.cancel': 'Cancelar',
  'overlay.toast': 'Notificación',
  'overlay.toasts': 'Notificaciones ({hotkey})',
  'overlay.dismiss': 'Descartar',
}
