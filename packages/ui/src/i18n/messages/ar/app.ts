import type { PartCatalogue } from '../en'

export const app: PartCatalogue<'app'> = {
  'app.time.justNow': 'الآن',
  'app.time.minutes': '{count, number} د',
  'app.time.hours': '{count, number} س',
  'app.time.days': '{count, number} ي',
  'app.time.weeks':
    '{count, plural, zero {# أسبوع} one {أسبوع} two {أسبوعان} few {# أسابيع} many {# أسبوعًا} other {# أسبوع}}',
  'app.retry': 'إعادة المحاولة',
  'app.loading': 'جارٍ التحميل...',
  'app.loadingContent': 'جارٍ تحميل المحتوى...',
  'app.loadingPosts': 'جارٍ تحميل المنشورات...',
  'app.loadingProduct': 'جارٍ تحميل {product}',
  'app.noHandle': 'مستخدم',
  'app.unknownUser': 'مستخدم غير معروف',
}
