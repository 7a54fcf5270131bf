import type { PartCatalogue } from '../en'

export const nav: PartCatalogue<'nav'> = {
  'nav.main': 'التنقل الرئيسي',
  'nav.home': 'الرئيسية',
  'nav.notifications': 'الإشعارات',
  'nav.notificationsUnread':
    '{count, plural, zero {الإشعارات، لا شيء غير مقروء} one {الإشعارات، إشعار واحد غير مقروء} two {الإشعارات، إشعاران غير مقروءين} few {الإشعارات، # إشعارات غير مقروءة} many {الإشعارات، # إشعارًا غير مقروء} other {الإشعارات، # إشعار غير مقروء}}',
  'nav.create': 'إنشاء',
  'nav.profile': 'الملف الشخصي',
  'nav.more': 'المزيد',
  'nav.logOut': 'تسجيل الخروج',
  'nav.theme': 'المظهر',
  'nav.language': 'اللغة',
  'nav.install': 'تثبيت التطبيق',
  'nav.installTitle': 'تثبيت {product}',
  'nav.installSteps':
    'لتثبيت {product}، افتح قائمة «مشاركة» في متصفحك واختر «إضافة إلى الشاشة الرئيسية».',
  'nav.installDone': 'حسنًا',
  'nav.theme.system': 'النظام',
  'nav.theme.light': 'فاتح',
  'nav.theme.dark': 'داكن',
}
