import type { PartCatalogue } from '../en'

export const notifications: PartCatalogue<'notifications'> = {
  'notifications.title': 'الإشعارات',
  'notifications.today': 'اليوم',
  'notifications.thisWeek': 'هذا الأسبوع',
  'notifications.earlier': 'في وقت سابق',
  'notifications.liked': 'أُعجب {name} بمنشورك.',
  'notifications.commented': 'علّق {name} على منشورك.',
  'notifications.poked': 'نكزك {name}.',
  'notifications.unread': 'غير مقروء',
  'notifications.empty': 'ليست لديك إشعارات جديدة.',
  'notifications.failed': 'تعذّر تحميل الإشعارات.',
  'notifications.refreshFailed': 'تعذّرت إعادة تحميل الإشعارات. أنت ترى آخر ما حُمّل منها.',
  'notifications.postDeleted': 'تم حذف المنشور الذي يتعلّق به الإشعار.',
}
