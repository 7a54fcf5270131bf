import type { PartCatalogue } from '../en'

export const overlay: PartCatalogue<'overlay'> = {
  'app.close': 'Cerrar',
  'app.cancel': 'Cancelar',
  'app.toast': 'Notificación',
  'app.toasts': 'Notificaciones ({hotkey})',
  'app.dismiss': 'Descartar',
}
