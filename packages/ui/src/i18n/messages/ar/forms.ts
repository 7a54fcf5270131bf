import type { PartCatalogue } from '../en'

export const forms: PartCatalogue<'forms'> = {
  'field.showPassword': 'إظهار كلمة المرور',
  'field.hidePassword': 'إخفاء كلمة المرور',
  'form.emailRequired': 'البريد الإلكتروني مطلوب',
  'form.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا',
  'form.emailInvalidStrict': 'عنوان البريد الإلكتروني غير صالح',
  'form.nameRequired': 'الاسم الكامل مطلوب',
  'form.passwordRequired': 'كلمة المرور مطلوبة',
  'form.passwordTooShort': 'يجب ألا تقل كلمة المرور عن {min} خانات',
  'form.newPasswordRequired': 'كلمة المرور الجديدة مطلوبة',
  'form.confirmRequired': 'أكّد كلمة المرور',
  'form.passwordsDiffer': 'كلمتا المرور غير متطابقتين',
  'form.imageRequired': 'الصورة مطلوبة.',
  'form.captionRequired': 'الوصف مطلوب.',
  'form.captionTooLong': 'يجب ألا يزيد الوصف على {max, number} حرف.',
  'form.counter': '{count, number} من {max, number}',
  'form.passwordsRequired': 'املأ كل حقول كلمة المرور.',
  'form.newPasswordsDiffer': 'كلمتا المرور الجديدتان غير متطابقتين.',
  'form.passwordTooWeak': 'كلمة المرور الجديدة ليست قوية بما يكفي.',
  'form.offline': 'أنت غير متصل بالإنترنت. لم يُرسَل شيء، وما أدخلته محفوظ.',
  'form.unconfirmed':
    'لم يصل أي رد، لذا ربما لم يُحفَظ التغيير. ما أدخلته محفوظ: حاول مرة أخرى وسنتحقق أولًا.',
}
