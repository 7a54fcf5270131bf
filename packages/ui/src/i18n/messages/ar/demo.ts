import type { PartCatalogue } from '../en'

export const demo: PartCatalogue<'demo'> = {
  'demo.badge': 'تجريبي',
  'demo.title': 'الوضع التجريبي',
  'demo.description':
    'أنت تستكشف {product} بأشخاص وصور تجريبية. كل شيء يعمل في هذا المتصفح ويبقى كما هو بعد إعادة التحميل.',
  'demo.resetData': 'إعادة تعيين البيانات التجريبية',
  'demo.accounts': 'الحسابات التجريبية',
  'demo.demoAccount': 'الحساب التجريبي:',
  'demo.friend': 'صديق:',
  'demo.confirmTitle': 'إعادة تعيين العرض التجريبي؟',
  'demo.confirmDescription':
    'ستُحذف كل المنشورات والتعليقات والإعجابات والحسابات التي أُنشئت في هذا المتصفح، ويعود المجتمع التجريبي. وسيُسجَّل خروجك.',
  'demo.confirm': 'إعادة التعيين',
  'demo.provider.title': 'تسجيل الدخول عبر {provider}',
  'demo.provider.description':
    'الوضع التجريبي: هذه النافذة بديل عن النافذة المنبثقة لـ {provider}. اختر ما سيحدث.',
  'demo.provider.continueAs': 'المتابعة باسم {name} ({email})',
  'demo.provider.accountExists': 'استخدام بريد إلكتروني له حساب بكلمة مرور بالفعل',
  'demo.provider.close': 'إغلاق النافذة المنبثقة',
}
