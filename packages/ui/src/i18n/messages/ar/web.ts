import type { PartCatalogue } from '../en'

export const web: PartCatalogue<'web'> = {
  'web.startup.title': 'تعذّر تشغيل {product}',
  'web.startup.body':
    'حال شيء دون تحميل التطبيق. تحقّق من اتصالك وحاول مرة أخرى. في الوضع التجريبي يجب أن يسمح متصفحك بعمّال الخدمة (service workers)، وقد لا تسمح بها النوافذ الخاصة أحيانًا.',
  'web.startup.retry': 'حاول مرة أخرى',
  'web.error.title': 'حدث خطأ ما',
  'web.error.body': 'تعذّر عرض هذه الصفحة. غالبًا ما تحلّ إعادة التحميل المشكلة، وبياناتك في أمان.',
  'web.error.reload': 'إعادة التحميل',
  'web.toFeed': 'الانتقال إلى الصفحة الرئيسية',
  'web.notFound.title': 'الصفحة غير موجودة',
  'web.notFound.message': 'هذه الصفحة غير موجودة.',
  'web.notFound.detail': 'ربما يكون الرابط معطّلًا، أو ربما أُزيلت الصفحة.',
  'web.guest.account': 'الحساب',
  'web.guest.logIn': 'تسجيل الدخول',
  'web.guest.signUp': 'إنشاء حساب',
  'web.demo.badge': 'تجريبي',
  'web.demo.title': 'الوضع التجريبي',
  'web.demo.description':
    'أنت تستكشف {product} بأشخاص وصور تجريبية. كل شيء يعمل في هذا المتصفح ويبقى محفوظًا بعد إعادة التحميل.',
  'web.demo.resetData': 'إعادة تعيين البيانات التجريبية',
  'web.demo.accounts': 'الحسابات التجريبية',
  'web.demo.demoAccount': 'الحساب التجريبي:',
  'web.demo.friend': 'صديق:',
  'web.demo.confirmTitle': 'إعادة تعيين العرض التجريبي؟',
  'web.demo.confirmDescription':
    'ستُحذف كل المنشورات والتعليقات والإعجابات والحسابات التي أُنشئت في هذا المتصفح، ويعود المجتمع التجريبي. وسيُسجَّل خروجك.',
  'web.demo.confirm': 'إعادة التعيين',
  'web.demoProvider.title': 'تسجيل الدخول عبر {provider}',
  'web.demoProvider.description':
    'الوضع التجريبي: هذه النافذة بديل عن النافذة المنبثقة لـ {provider}. اختر ما سيحدث.',
  'web.demoProvider.continueAs': 'المتابعة باسم {name} ({email})',
  'web.demoProvider.accountExists': 'استخدام بريد إلكتروني له حساب بكلمة مرور بالفعل',
  'web.demoProvider.close': 'إغلاق النافذة المنبثقة',
}
