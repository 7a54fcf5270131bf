import type { PartCatalogue } from '../en'

export const overlay: PartCatalogue<'overlay'> = {
  'app.close': 'إغلاق',
  'app.cancel': 'إلغاء',
  'app.toast': 'إشعار',
  'app.toasts': 'الإشعارات ({hotkey})',
  'app.dismiss': 'تجاهل',
}
