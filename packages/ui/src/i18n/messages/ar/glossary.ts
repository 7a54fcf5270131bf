import type { Glossary } from '../../glossary'

/**
 * The Arabic catalogue's glossary: one word for each thing. `../../glossary.test.ts` holds every
 * message to it. Words are listed without their short vowels, which the test ignores.
 */
export const glossary: Glossary = {
  terms: [
    {
      english: /\bcaptions?\b/i,
      use: ['الوصف', 'وصف', 'وصفا', 'وصفها', 'الأوصاف', 'أوصاف'],
      avoid: ['التعليق', 'تعليق', 'تعليقا', 'تعليقه', 'تعليقها', 'الشرح', 'التسمية التوضيحية'],
      why: 'The words under a photo are its description ("الوصف"): "التعليق" is a comment, written by others.',
    },
    {
      english: /\bcomments?\b/i,
      use: [
        'تعليق',
        'التعليق',
        'تعليقا',
        'تعليقك',
        'تعليقات',
        'التعليقات',
        'تعليقاتها',
        'التعليقين',
      ],
      avoid: ['ملاحظة', 'ملاحظات', 'رد', 'ردود', 'الردود'],
      why: 'A comment under a post, and commenting ("التعليق").',
    },
    {
      english: /\bfeed\b|\bhome\b(?! screen)/i,
      use: ['الرئيسية'],
      avoid: ['موجز', 'الموجز', 'الصفحة الرئيسية', 'آخر الأخبار'],
      why: 'The home feed is "الرئيسية", as the navigation names it.',
    },
    {
      english: /\b(?:un)?likes?\b(?! this\b)/i,
      use: [
        'إعجاب',
        'الإعجاب',
        'إعجابا',
        'إعجابان',
        'إعجابات',
        'الإعجابات',
        'أعجب',
        'يعجب',
        'تعجب',
      ],
      avoid: ['لايك', 'لايكات', 'استحسان'],
      why: 'A like is a "إعجاب"; liking is "الإعجاب بـ".',
    },
    {
      english: /\b(?:sign(?:ing|ed|s)?|log(?:ging|ged|s)?)[- ]?in\b|\blogin\b/i,
      use: ['الدخول'],
      avoid: ['الولوج', 'ولوج'],
      why: 'Signing in and logging in are one thing: "تسجيل الدخول" (a link, a title), "سجّل الدخول" in a sentence.',
    },
    {
      english: /\b(?:refresh|reload)/i,
      use: ['إعادة تحميل', 'إعادة التحميل'],
      avoid: ['تحديث', 'التحديث'],
      why: 'Loading a page or a post again; "تحديث" is saving an edit ("تحديث المنشور").',
    },
    {
      // A password's characters: in a message about a password, or set against letters.
      english: /^(?=[\s\S]*\b(?:passwords?|letters)\b)[\s\S]*\bcharacters?\b/i,
      use: ['خانة', 'خانات', 'خانتين', 'خانتان'],
      avoid: ['حرف', 'أحرف', 'حرفا', 'حرفين', 'حرفان'],
      why: 'A password’s length counts its characters as "خانات", which may be digits and symbols: "حروف" are its letters. A name’s or a text’s length counts "أحرف".',
    },
    {
      english: /\bfade\b/i,
      use: ['التلاشي'],
      avoid: ['البهتان', 'بهتان'],
      why: 'The photo editor’s fading of the blacks; "البهتان" is slander.',
    },
    {
      english: /\bkept\b/i,
      use: ['باق', 'يبقى', 'تبقى'],
      avoid: ['محفوظ', 'محفوظا', 'محفوظة'],
      why: 'What stays as it was (what was typed, the demo’s data) "يبقى"; "محفوظ" is what was saved ("حُفظ"), which the same messages say of the server.',
    },
    {
      english: /\bunknown\b/i,
      use: ['غير معروف'],
      avoid: ['مجهول', 'مجهولة'],
      why: 'The name of a user whose account is gone: "مستخدم غير معروف".',
    },
  ],
  neverUse: [],
  prefixes: ['و', 'ف', 'ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل', 'وك'],
}
