/**
 * Someone's words (a name, a caption) inside a sentence that leaves the page as plain text, such
 * as a share sheet's title: between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL
 * ISOLATE, so that they take their direction from their own first letter and leave the sentence's
 * alone, as `<bdi>` does on the page. An Arabic name in an English sentence, or a Latin one in an
 * Arabic sentence, then keeps its punctuation and its neighbours in place.
 *
 * Not for what only assistive technology reads (`aria-label`, `alt`): it reads in logical order,
 * where the marks change nothing but the text a test or a search compares.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`
}
