import type { PartCatalogue } from '../en'

export const pages: PartCatalogue<'pages'> = {
  'web.error.title': 'حدث خطأ ما',
  'web.error.body': 'تعذّر عرض هذه الصفحة. غالبًا ما تحلّ إعادة التحميل المشكلة، وبياناتك في أمان.',
  'web.error.reload': 'إعادة التحميل',
  'web.toFeed': 'الانتقال إلى الرئيسية',
  'web.notFound.title': 'الصفحة غير موجودة',
  'web.notFound.message': 'هذه الصفحة غير موجودة.',
  'web.notFound.detail': 'ربما يكون الرابط معطّلًا، أو ربما أُزيلت الصفحة.',
}
