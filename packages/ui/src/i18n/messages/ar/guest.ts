import type { PartCatalogue } from '../en'

export const guest: PartCatalogue<'guest'> = {
  'guest.description': 'سجّل الدخول لتُعجب بالصور وتشارك في المحادثة وترى كل ما يشاركه الناس.',
  'guest.logIn': 'تسجيل الدخول',
  'guest.createAccount': 'إنشاء حساب',
  'guest.terms': 'بالمتابعة، فإنك توافق على شروط الخدمة وسياسة الخصوصية الخاصة بـ{product}.',
}
