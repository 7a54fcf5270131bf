import type { PartCatalogue } from '../en'

export const forms: PartCatalogue<'forms'> = {
  'forms.field.showPassword': 'إظهار كلمة المرور',
  'forms.field.hidePassword': 'إخفاء كلمة المرور',
  'forms.emailRequired': 'البريد الإلكتروني مطلوب',
  'forms.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا',
  'forms.emailInvalidStrict': 'عنوان البريد الإلكتروني غير صالح',
  'forms.nameRequired': 'الاسم الكامل مطلوب',
  'forms.passwordRequired': 'كلمة المرور مطلوبة',
  'forms.passwordTooShort':
    'يجب ألا تقل كلمة المرور عن {min, plural, zero {# خانة} one {خانة واحدة} two {خانتين} few {# خانات} many {# خانةً} other {# خانة}}',
  'forms.newPasswordRequired': 'كلمة المرور الجديدة مطلوبة',
  'forms.confirmRequired': 'أكّد كلمة المرور',
  'forms.passwordsDiffer': 'كلمتا المرور غير متطابقتين',
  'forms.imageRequired': 'الصورة مطلوبة.',
  'forms.captionRequired': 'الوصف مطلوب.',
  'forms.captionTooLong':
    'يجب ألا يزيد الوصف على {max, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  'forms.counter': '{count, number} من {max, number}',
  'forms.passwordsRequired': 'املأ كل حقول كلمة المرور.',
  'forms.newPasswordsDiffer': 'كلمتا المرور الجديدتان غير متطابقتين.',
  'forms.passwordTooWeak': 'كلمة المرور الجديدة ليست قوية بما يكفي.',
  'forms.offline': 'أنت غير متصل بالإنترنت. لم يُرسَل شيء، وما أدخلته باقٍ كما هو.',
  'forms.unconfirmed':
    'لم يصل أي رد، لذا ربما لم يُحفَظ التغيير. ما أدخلته باقٍ كما هو: حاول مرة أخرى وسنتحقق أولًا.',
  'forms.deleteOffline': 'أنت غير متصل بالإنترنت. لم يُحذف شيء.',
  'forms.deleteUnconfirmed':
    'لم يصل أي رد، لذا لا نعرف إن كان الحذف قد تم. حاول مرة أخرى وسنتحقق أولًا.',
}
