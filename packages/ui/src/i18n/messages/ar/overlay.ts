import type { PartCatalogue } from '../en'

export const overlay: PartCatalogue<'overlay'> = {
  'overlay.close': 'إغلاق',
  'overlay.cancel': 'إلغاء',
  'overlay.toast': 'إشعار',
  'overlay.toasts': 'الإشعارات ({hotkey})',
  'overlay.dismiss': 'تجاهل',
}
