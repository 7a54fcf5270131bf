/**
 * The English source catalogue as a translator starts from it: every message's id, its text
 * (ICU MessageFormat) and its note for translators — the JSDoc comment written above it in
 * `./messages/en/<part>.ts`. Published with the package as `@photobooth/ui/messages/en.json`,
 * in the Chrome JSON shape translation tools read (`{ id: { message, description } }`). Runs in
 * Node only (the library's build and a test).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

export interface SourceMessage {
  message: string
  description: string
}

const messagesDir = join(import.meta.dirname, 'messages', 'en')

/** The note above a property: its JSDoc comment's text, on one line. */
function noteOf(text: string, node: ts.Node): string {
  const comments = ts.getLeadingCommentRanges(text, node.pos) ?? []
  const jsdoc = comments.filter((range) => text.startsWith('/**', range.pos)).at(-1)
  if (!jsdoc) return ''
  return text
    .slice(jsdoc.pos + 3, jsdoc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim()
}

/** Every message of the English catalogue with its note, by id, in the catalogue's order. */
export function sourceCatalogue(): Record<string, SourceMessage> {
  const catalogue: Record<string, SourceMessage> = {}
  const parts = readdirSync(messagesDir).filter(
    (file) => file.endsWith('.ts') && file !== 'index.ts',
  )
  for (const file of parts.sort()) {
    const text = readFileSync(join(messagesDir, file), 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        ts.isStringLiteral(node.name) &&
        ts.isStringLiteral(node.initializer)
      ) {
        catalogue[node.name.text] = {
          message: node.initializer.text,
          description: noteOf(text, node),
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return catalogue
}
