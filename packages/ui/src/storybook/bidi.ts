/**
 * Finds the element that reads `text` as a whole, its inline parts included: a sentence with
 * someone's name in a `<bdi>` of its own (Testing Library's text matcher reads only an
 * element's own text, so it would see "Welcome back, !").
 */
export function sentenceText(text: string): (content: string, element: Element | null) => boolean {
  return (_content, element) =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text)
}

/** A right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko…): the first strong one decides. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
const LTR_LETTER = /\p{L}/u

/**
 * Whether `words` (someone's name, ending in punctuation, as "Riley C.") show inside `element`
 * in their own direction, whatever the sentence's: their last character is drawn after their
 * first, reading the way their first letter reads. Without isolation a name's final full stop
 * joins the sentence around it, and shows on the wrong side of the name.
 */
export function showsInItsOwnDirection(element: Element, words: string): boolean {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(words) ?? -1
    if (start < 0) continue
    const first = box(node, start)
    const last = box(node, start + words.length - 1)
    const letter = [...words].find((character) => LTR_LETTER.test(character)) ?? ''
    return RTL_LETTER.test(letter) ? last.right <= first.left : last.left >= first.right
  }
  throw new Error(`"${words}" is not in one text of the element.`)
}

function box(node: Node, offset: number): DOMRect {
  const range = node.ownerDocument?.createRange()
  if (!range) throw new Error('The text is not in a document.')
  range.setStart(node, offset)
  range.setEnd(node, offset + 1)
  return range.getBoundingClientRect()
}
