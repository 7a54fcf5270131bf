import type { PartCatalogue } from '../en'

export const device: PartCatalogue<'device'> = {
  'offline.notice': 'أنت غير متصل بالإنترنت، ويُعرض ما حُفظ على جهازك',
  'offline.savedJustNow': 'حُفظ قبل لحظات',
  'offline.savedMinutes':
    '{count, plural, zero {حُفظ الآن} one {حُفظ قبل دقيقة} two {حُفظ قبل دقيقتين} few {حُفظ قبل # دقائق} many {حُفظ قبل # دقيقة} other {حُفظ قبل # دقيقة}}',
  'offline.savedAt': 'حُفظ اليوم في الساعة {time}',
  'offline.savedOn': 'حُفظ في {date}',
  'update.available': 'يتوفر إصدار جديد',
  'update.reload': 'إعادة التحميل',
  'update.later': 'لاحقًا',
}
