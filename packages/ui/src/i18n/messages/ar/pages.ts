import type { PartCatalogue } from '../en'

export const pages: PartCatalogue<'pages'> = {
  'pages.error.title': 'حدث خطأ ما',
  'pages.error.body': 'تعذّر عرض هذه الصفحة. غالبًا ما تحلّ إعادة التحميل المشكلة، وبياناتك في أمان.',
  'pages.error.reload': 'إعادة التحميل',
  'pages.toFeed': 'الانتقال إلى الرئيسية',
  'pages.notFound.title': 'الصفحة غير موجودة',
  'pages.notFound.message': 'هذه الصفحة غير موجودة.',
  'pages.notFound.detail': 'ربما يكون الرابط معطّلًا، أو ربما أُزيلت الصفحة.',
}
