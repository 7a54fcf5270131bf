import type { PartCatalogue } from '../en'

export const app: PartCatalogue<'app'> = {
  'time.justNow': 'الآن',
  'time.minutes': '{count, number} د',
  'time.hours': '{count, number} س',
  'time.days': '{count, number} ي',
  'time.weeks':
    '{count, plural, zero {# أسبوع} one {أسبوع} two {أسبوعان} few {# أسابيع} many {# أسبوعًا} other {# أسبوع}}',
  'app.retry': 'إعادة المحاولة',
  'app.loading': 'جارٍ التحميل...',
  'app.loadingContent': 'جارٍ تحميل المحتوى...',
  'app.loadingPosts': 'جارٍ تحميل المنشورات...',
  'app.loadingProduct': 'جارٍ تحميل {product}',
  'app.noHandle': 'مستخدم',
  'app.unknownUser': 'مستخدم غير معروف',
}
