export { loadCatalogue } from './catalogues'
export { type CompiledCatalogue, compileMessages } from './compile-messages'
export type { EnglishPart } from './english'
export type { CompiledMessages } from './format'
export { formatLocaleOf } from './format-locale'
export type { GivenMessage, NotedMessage } from './given-message'
export { I18nRoot, type LocaleMessages, type MessageOverrides } from './I18nRoot'
export { LOCALES } from './locale-names'
export {
  directionOf,
  isLocale,
  isUiLocale,
  type Locale,
  type LocaleTag,
  negotiateLocale,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  type UiLocale,
} from './locales'
export type { MessageId, PartId, PartName } from './messages/en'
export { type MessageValues, type Translate, useLocale, useT } from './use-t'
