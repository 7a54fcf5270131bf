/**
 * A language's glossary: the one word it uses for each thing the product names (a caption, the
 * home feed, a like…), the words it does not use for it, and words it never uses at all. Each
 * translated catalogue keeps one beside its messages (`./messages/<locale>/glossary.ts`), and a
 * test (`./glossary.test.ts`) holds every message to it.
 *
 * Words are compared whole, ignoring case and Arabic's short vowels, so list the forms a word
 * takes (plural, with the article, with a suffix); a prefix the language joins to any word
 * (Arabic's "و", "ب"…) is allowed with each of them.
 */
export interface GlossaryTerm {
  /** What the English says: every message whose English text matches uses `use`. */
  english: RegExp
  /** The one translation, first, and the forms it takes; a phrase counts as a whole. */
  use: readonly string[]
  /** Other words for the same thing, which none of those messages may use. */
  avoid: readonly string[]
  /** Why this word, for the next translator. */
  why: string
}

/** Words no message of the language uses, whatever the English says. */
export interface NeverUse {
  /** The words, or a pattern a whole word must not match. */
  words: readonly (string | RegExp)[]
  /** What to write instead. */
  instead: string
  why: string
}

export interface Glossary {
  terms: readonly GlossaryTerm[]
  neverUse: readonly NeverUse[]
  /** Letters the language joins to the front of any word ("and", "with", "for"…). */
  prefixes: readonly string[]
}
