import type { PartCatalogue } from '../en'

export const device: PartCatalogue<'device'> = {
  'device.offline.notice': 'أنت غير متصل بالإنترنت، ويُعرض ما حُفظ على جهازك',
  'device.unreachable.notice': 'تعذّر الوصول إلى {product}، ويُعرض ما حُفظ على جهازك',
  'device.offline.savedJustNow': 'حُفظ قبل لحظات',
  'device.offline.savedMinutes':
    '{count, plural, zero {حُفظ الآن} one {حُفظ قبل دقيقة} two {حُفظ قبل دقيقتين} few {حُفظ قبل # دقائق} many {حُفظ قبل # دقيقة} other {حُفظ قبل # دقيقة}}',
  'device.offline.savedAt': 'حُفظ اليوم في الساعة {time}',
  'device.offline.savedOn': 'حُفظ في {date}',
  'device.update.available': 'يتوفر إصدار جديد',
  'device.update.reload': 'إعادة التحميل',
  'device.update.later': 'لاحقًا',
}
