import { describe, expect, it } from 'vitest'
import { readmeSnippets, snippetsOf } from './consumers/readme-snippets'

describe('the READMEs’ snippets', () => {
  it('each says which consumer app type-checks it, or why none does', () => {
    const snippets = readmeSnippets()
    expect(snippets.length).toBeGreaterThan(10)
    const unchecked = snippets.flatMap(({ name, checkedBy }) =>
      typeof checkedBy === 'object' ? [`${name}: ${checkedBy.unchecked}`] : [],
    )
    // Each left out with its reason; no more than these.
    expect(unchecked).toEqual([
      expect.stringMatching(/^packages\/api-client\/README\.md #4: React Router/),
    ])
  })

  it('a block with no comment before it is named', () => {
    const markdown =
      '<!-- snippet: vite -->\n\n```ts\nconst a = 1\n```\n\nText\n\n```tsx\n<B />\n```\n'
    expect(() => snippetsOf('X.md', markdown)).toThrow(/X\.md #2/)
  })

  it('what the reader brings goes after the snippet, files apart', () => {
    const markdown = [
      '<!-- snippet: next',
      "import { A } from 'a'",
      'file data/x.json: { "k": 1 }',
      '-->',
      '',
      '```tsx',
      "'use client'",
      '<A />',
      '```',
    ].join('\n')
    const [snippet] = snippetsOf('X.md', markdown)
    expect(snippet?.checkedBy).toBe('next')
    expect(snippet?.source.startsWith("'use client'\n<A />\n")).toBe(true)
    expect(snippet?.source).toContain("import { A } from 'a'")
    expect(snippet?.files).toEqual({ 'data/x.json': '{ "k": 1 }' })
  })
})
