/**
 * What the UI says in development of the languages it is given: loaded by `I18nRoot` only in a
 * development build (an app's production build leaves the whole module out), with the English
 * catalogue's ids to count against.
 */
import { en } from './messages/en'

const warned = new Set<string>()

/** Once per tag: it is not one, and English shows. */
export function warnNotATag(tag: string): void {
  if (warned.has(tag)) return
  warned.add(tag)
  console.warn(`PhotoBooth: "${tag}" is not a language tag (BCP 47): showing English.`)
}

/** Once per language: it shows partly or wholly in English (`ids`: the app's messages for it). */
export function warnOfEnglish(locale: string, ids: ReadonlySet<string>): void {
  if (warned.has(locale)) return
  warned.add(locale)
  const all = Object.keys(en)
  const given = all.filter((id) => ids.has(id)).length
  if (given === all.length) return
  console.warn(
    given === 0
      ? `PhotoBooth has no catalogue for "${locale}": its texts show in English. Give one with ` +
          `UiProvider's messages={{ '${locale}': { … } }} (the English source, with a note per ` +
          'message, is @photobooth/ui/messages/en.json).'
      : `PhotoBooth's catalogue for "${locale}" has ${given} of its ${all.length} messages: ` +
          'the others show in English.',
  )
}
