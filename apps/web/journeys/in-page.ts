import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * What the journeys run inside the page, the same in every engine: Testing Library's queries
 * (the stories' own: by role and accessible name, by label, by text), evaluated by the driver —
 * never added to the page as a script, which its policy refuses — and a finder over them.
 */

const testingLibrary = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
)

/** How a journey names an element: as a user or a screen reader would. */
export type Query =
  | { role: string; name?: string | RegExp; within?: Query }
  | { label: string | RegExp; within?: Query }
  | { text: string | RegExp; within?: Query }
  | { css: string; within?: Query }

/** A query as it crosses into the page (regular expressions as their source). */
export function serializeQuery(query: Query): unknown {
  const pattern = (value: string | RegExp | undefined) =>
    value instanceof RegExp ? { regexp: value.source, flags: value.flags } : value
  const within = query.within ? serializeQuery(query.within) : undefined
  if ('role' in query) return { role: query.role, name: pattern(query.name), within }
  if ('label' in query) return { label: pattern(query.label), within }
  if ('text' in query) return { text: pattern(query.text), within }
  return { css: query.css, within }
}

/** A readable form of a query, for failures. */
export function describeQuery(query: Query): string {
  const inside = query.within ? ` in ${describeQuery(query.within)}` : ''
  if ('role' in query)
    return `${query.role}${query.name ? ` "${String(query.name)}"` : ''}${inside}`
  if ('label' in query) return `field labelled "${String(query.label)}"${inside}`
  if ('text' in query) return `text "${String(query.text)}"${inside}`
  return `element ${query.css}${inside}`
}

/**
 * The page's side, as a function body for the drivers' evaluate: the visible elements `query`
 * finds (all of them), or the string `'no queries'` until `queriesLibrary()` was evaluated in
 * this document (it cannot load itself: the page's policy refuses eval, rightly).
 */
export const FIND_SCRIPT = `
  const [serialized] = arguments
  const dom = window.TestingLibraryDom
  if (!dom) return 'no queries'
  const pattern = (value) =>
    value && typeof value === 'object' && 'regexp' in value ? new RegExp(value.regexp, value.flags) : value
  const visible = (element) => {
    if (element.closest('[hidden], [inert]')) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.display === 'none') return false
    return element.getClientRects().length > 0
  }
  const find = (query, root) => {
    if (query.role !== undefined) {
      return dom.queryAllByRole(root, query.role, {
        ...(query.name !== undefined ? { name: pattern(query.name) } : {}),
      }).filter(visible)
    }
    if (query.label !== undefined) return dom.queryAllByLabelText(root, pattern(query.label))
    if (query.text !== undefined) {
      // A sentence as the reader sees it, across the elements it is made of (a name in its
      // own <bdi>): the innermost element whose whole text matches.
      const wanted = pattern(query.text)
      const matches = (element) => {
        const text = (element.textContent ?? '').replace(/\\s+/g, ' ').trim()
        return typeof wanted === 'string' ? text === wanted : wanted.test(text)
      }
      return dom
        .queryAllByText(root, (_content, element) =>
          element !== null && matches(element) && ![...element.children].some(matches),
        )
        .filter(visible)
    }
    return [...root.querySelectorAll(query.css)]
  }
  const scopes = (query) => {
    const outer = query.within ? scopes(query.within) : [document.body]
    return outer.flatMap((root) => find(query, root))
  }
  return scopes(serialized)
`

/** Testing Library's DOM queries, as a script that defines `window.TestingLibraryDom`. */
export function queriesLibrary(): string {
  return testingLibrary
}
