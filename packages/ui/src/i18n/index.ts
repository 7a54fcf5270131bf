export { loadCatalogue } from './catalogues'
export { I18nRoot, type MessageOverrides } from './I18nRoot'
export { LOCALES } from './locale-names'
export {
  directionOf,
  isLocale,
  isUiLocale,
  type Locale,
  negotiateLocale,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  type UiLocale,
} from './locales'
export type { MessageId } from './messages/en'
export { type MessageValues, type Translate, useLocale, useT } from './use-t'
