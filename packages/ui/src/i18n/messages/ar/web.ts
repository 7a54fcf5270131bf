import type { PartCatalogue } from '../en'

export const web: PartCatalogue<'web'> = {
  'web.startup.title': 'تعذّر تشغيل {product}',
  'web.startup.body':
    'حال شيء دون تحميل التطبيق. تحقّق من اتصالك وحاول مرة أخرى. في الوضع التجريبي يجب أن يسمح متصفحك بعمّال الخدمة (service workers)، وقد لا تسمح بها النوافذ الخاصة أحيانًا.',
  'web.startup.retry': 'حاول مرة أخرى',
  'web.failure.title': 'حدث خطأ ما',
  'web.failure.body': 'توقّف {product} عن العمل. تحقّق من اتصالك وحاول مرة أخرى.',
  'web.guest.account': 'الحساب',
  'web.guest.logIn': 'تسجيل الدخول',
  'web.guest.signUp': 'إنشاء حساب',
}
