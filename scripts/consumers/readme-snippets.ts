/**
 * The READMEs' code blocks as a newcomer copies them, type-checked by the consumer apps against
 * the packed packages (vite.ts, next.ts). Each ```ts or ```tsx block follows a comment that
 * says which app checks it and what the reader brings to it — the names the snippet leaves to
 * its app:
 *
 *   <!-- snippet: vite                               (or: next)
 *   import type { Post } from '@photobooth/api-client'
 *   declare const post: Post
 *   file messages/fr.json: { "nav.home": "Accueil" }   (a file the snippet imports)
 *   -->
 *
 * The lines after the first are added after the snippet (a `'use client'` snippet keeps its
 * directive first). `<!-- snippet: unchecked: why -->` says why a block is not checked. A block
 * with no such comment is an error: a new snippet is never left out silently.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The READMEs a newcomer reads: the repository's and each package's. */
export const READMES = [
  'README.md',
  'packages/api-client/README.md',
  'packages/mocks/README.md',
  'packages/ui/README.md',
] as const

/** The apps that check snippets. */
export type SnippetApp = 'vite' | 'next'

export interface Snippet {
  /** Where it is: `packages/ui/README.md #3` (its place among the file's blocks, from 1). */
  name: string
  /** The app that checks it, or why none does. */
  checkedBy: SnippetApp | { unchecked: string }
  /** The block as written, with what the reader brings after it. */
  source: string
  /** The files it imports that the reader brings (path relative to the snippet → text). */
  files: Record<string, string>
  extension: 'ts' | 'tsx'
}

const BLOCK = /^```(ts|tsx)[ \t]*\n([\s\S]*?)^```/gm
const MARKER = /^<!--\s*snippet:\s*([^\n]*?)\s*(?:-->$|\n([\s\S]*?)-->$)/

/** The snippets of one README's text; throws naming any block without its comment. */
export function snippetsOf(readme: string, markdown: string): Snippet[] {
  const snippets: Snippet[] = []
  const missing: string[] = []
  let place = 0
  for (const block of markdown.matchAll(BLOCK)) {
    place += 1
    const name = `${readme} #${place}`
    const before = markdown.slice(0, block.index).trimEnd()
    const marker = MARKER.exec(before.slice(before.lastIndexOf('<!--')))
    if (!marker) {
      missing.push(name)
      continue
    }
    const [, head = '', body = ''] = marker
    const files: Record<string, string> = {}
    const brought: string[] = []
    for (const line of body.split('\n')) {
      const file = /^file\s+([^:\s]+):\s*(.*)$/.exec(line.trim())
      if (file?.[1]) files[file[1]] = file[2] ?? ''
      else if (line.trim()) brought.push(line)
    }
    const unchecked = /^unchecked:\s*(.+)$/.exec(head)
    const app = head === 'vite' || head === 'next' ? head : undefined
    if (!unchecked && !app) {
      throw new Error(`${name}: "snippet: ${head}" names no app (vite, next) nor "unchecked: why"`)
    }
    const code = block[2] ?? ''
    snippets.push({
      name,
      checkedBy: app ?? { unchecked: unchecked?.[1] ?? '' },
      // A module even when it imports nothing.
      source: `${code}\n// What the reader brings:\n${brought.join('\n')}\nexport {}\n`,
      files,
      extension: block[1] === 'ts' ? 'ts' : 'tsx',
    })
  }
  if (missing.length > 0) {
    throw new Error(
      `README code blocks with no "<!-- snippet: … -->" comment before them: ${missing.join(', ')}`,
    )
  }
  return snippets
}

/** Every README's snippets. */
export function readmeSnippets(): Snippet[] {
  return READMES.flatMap((readme) => snippetsOf(readme, readFileSync(join(root, readme), 'utf8')))
}

/**
 * Writes the snippets `app` checks into `dir` (one folder each, with the files they import),
 * where the app's `tsc` finds them; returns their names.
 */
export function writeSnippets(dir: string, app: SnippetApp): string[] {
  const written: string[] = []
  for (const snippet of readmeSnippets()) {
    if (snippet.checkedBy !== app) continue
    const folder = join(dir, snippet.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, ''))
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, `snippet.${snippet.extension}`), snippet.source)
    for (const [path, text] of Object.entries(snippet.files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), text)
    }
    written.push(snippet.name)
  }
  return written
}
