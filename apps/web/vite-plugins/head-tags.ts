import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformResult } from 'vite'

/**
 * The head's own tags (the scripts below) go before anything that blocks rendering or loads the
 * app: an inline script after a stylesheet waits until that stylesheet has loaded, and what it
 * starts (the feed, a catalogue) would wait with it. Vite puts the app's `<script
 * type="module">`, its `modulepreload`s and its stylesheet in the head; in a build these tags go
 * right before the first of them (after the charset and the inline styles, which block nothing).
 * The development server gets them at the end of the head.
 */
export function beforeAppAssets(
  html: string,
  tags: HtmlTagDescriptor[],
  ctx: IndexHtmlTransformContext,
): IndexHtmlTransformResult {
  const first = html.search(/<(script type="module"|link rel="(stylesheet|modulepreload)")/)
  const head = html.indexOf('</head>')
  if (!ctx.bundle || first < 0 || first > head) return tags
  const attributes = (attrs: HtmlTagDescriptor['attrs'] = {}) =>
    Object.entries(attrs)
      .filter(([, value]) => value !== false && value !== undefined)
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${value}"`))
      .join('')
  const serialized = tags
    .map(({ tag, attrs, children }) =>
      tag === 'link'
        ? `<link${attributes(attrs)}>`
        : `<${tag}${attributes(attrs)}>${typeof children === 'string' ? children : ''}</${tag}>`,
    )
    .join('\n    ')
  return `${html.slice(0, first)}${serialized}\n    ${html.slice(first)}`
}
