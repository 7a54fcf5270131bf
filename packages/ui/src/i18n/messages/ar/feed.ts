import type { PartCatalogue } from '../en'

export const feed: PartCatalogue<'feed'> = {
  'feed.heading': 'الرئيسية',
  'feed.posts': 'المنشورات',
  'feed.fetchFailed': 'تعذّر تحميل المنشورات. يُرجى المحاولة مرة أخرى.',
  'feed.moreFailed': 'تعذّر تحميل المزيد من المنشورات',
  'feed.end': 'وصلت إلى النهاية.',
  'feed.empty': 'لا توجد منشورات بعد.',
  'feed.shareFirst': 'شارك صورتك الأولى',
  'feed.loadMore': 'تحميل المزيد من المنشورات',
  'feed.guest.invite': 'سجّل الدخول لترى مزيدًا من منشورات المجتمع.',
  'feed.guest.join': 'انضم إلى {product}',
  'feed.post.label': 'منشور من {name}',
  'feed.post.comment': 'تعليق',
  'feed.post.likes':
    '{count, plural, zero {لا إعجابات} one {إعجاب واحد} two {إعجابان} few {# إعجابات} many {# إعجابًا} other {# إعجاب}}',
  'feed.post.more': 'المزيد',
  'feed.post.showLess': 'عرض أقل',
  'feed.post.latestComments': 'أحدث التعليقات',
  'feed.post.viewAllComments':
    '{count, plural, zero {عرض التعليقات} one {عرض التعليق} two {عرض التعليقين} few {عرض كل التعليقات (# تعليقات)} many {عرض كل التعليقات (# تعليقًا)} other {عرض كل التعليقات (# تعليق)}}',
  'feed.post.invalid': 'منشور غير صالح',
  'feed.post.invalidText': 'خطأ: بيانات المنشور غير صالحة.',
  'feed.post.placeholderAuthor': 'شخص يشارك صوره',
  'feed.post.placeholderCaption': 'وصف لصورة في طريقها إليك، بطول معظم الأوصاف تقريبًا.',
  'feed.like': 'إعجاب',
  'feed.unlike': 'إلغاء الإعجاب',
  'feed.photo.alt': 'صورة نشرها {name}',
  'feed.photo.altWithCaption': 'صورة نشرها {name}: {caption}',
  'feed.photo.failedLabel': '{alt} (تعذّر تحميلها)',
  'feed.photo.failed': 'تعذّر تحميل الصورة.',
  'feed.photo.retry': 'إعادة تحميل الصورة',
}
