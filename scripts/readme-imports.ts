/**
 * What the READMEs' code blocks import from the packages, and what the packages' entries
 * export: a newcomer copies a snippet, and every name it imports must be there. Read from the
 * sources (the `@photobooth/source` entry of each export), so that a missing export is found
 * before any build.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'

/** The text of each ```ts / ```tsx block of a Markdown file. */
export function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```(?:ts|tsx)\s*\n([\s\S]*?)^```/gm)].map(
    (match) => match[1] ?? '',
  )
}

export interface NamedImport {
  /** The module as written (`@photobooth/ui`, `@photobooth/ui/theme`). */
  specifier: string
  /** The exported name imported (before any `as`). */
  name: string
}

/** The names a snippet imports, with the module each comes from. */
export function namedImports(code: string): NamedImport[] {
  const file = ts.createSourceFile('snippet.tsx', code, ts.ScriptTarget.Latest, false)
  return file.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      return []
    }
    const specifier = statement.moduleSpecifier.text
    const clause = statement.importClause
    const names = [
      ...(clause?.name ? ['default'] : []),
      ...(clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements.map(
            (element) => (element.propertyName ?? element.name).text,
          )
        : []),
    ]
    return names.map((name) => ({ specifier, name }))
  })
}

/** A relative module's file, as TypeScript's bundler resolution finds it. */
function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''))
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  )
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/** Every name a source module exports, values and types, following `export * from`. */
export function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>()
  if (seen.has(file)) return names
  seen.add(file)
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) names.add(element.name.text)
      } else if (clause && ts.isNamespaceExport(clause)) {
        names.add(clause.name.text)
      } else if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolveModule(file, statement.moduleSpecifier.text)
        // `export *` passes on everything but the default export.
        if (target) for (const name of exportedNames(target, seen)) names.add(name)
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default')
    } else if (hasExport(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text)
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        const isDefault = (ts.getModifiers(statement) ?? []).some(
          (modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword,
        )
        names.add(isDefault ? 'default' : statement.name.text)
      }
    }
  }
  return names
}

interface Manifest {
  name: string
  exports: Record<string, string | Record<string, string>>
}

/**
 * The source file behind an import of one of the workspace's packages (its export's
 * `@photobooth/source` entry); `undefined` for any other module, or an export with no source
 * (a stylesheet, a JSON file).
 */
export function sourceOf(packagesDir: string, specifier: string): string | undefined {
  const match = /^@photobooth\/([^/]+)(\/.*)?$/.exec(specifier)
  if (!match) return undefined
  const dir = join(packagesDir, match[1] ?? '')
  if (!existsSync(join(dir, 'package.json'))) return undefined
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
  const target = manifest.exports[`.${match[2] ?? ''}`]
  const source = typeof target === 'object' ? target['@photobooth/source'] : undefined
  return source ? join(dir, source) : undefined
}
