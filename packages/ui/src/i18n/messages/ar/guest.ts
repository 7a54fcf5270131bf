import type { PartCatalogue } from '../en'

export const guest: PartCatalogue<'guest'> = {
  'feed.guest.description': 'سجّل الدخول لتُعجب بالصور وتشارك في المحادثة وترى كل ما يشاركه الناس.',
  'feed.guest.logIn': 'تسجيل الدخول',
  'feed.guest.createAccount': 'إنشاء حساب',
  'feed.guest.terms': 'بالمتابعة، فإنك توافق على شروط الخدمة وسياسة الخصوصية الخاصة بـ{product}.',
}
