import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { writeStylesheetDeclaration } from '../library-build/library.ts'

const ui = fileURLToPath(new URL('../packages/ui/', import.meta.url))

/**
 * An app with @photobooth/ui installed as its tarball has it (the manifest, the stylesheet and
 * its declaration as the build writes them) and a module importing the stylesheet.
 */
function app(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stylesheet-types-'))
  const dist = join(dir, 'node_modules/@photobooth/ui/dist')
  mkdirSync(dist, { recursive: true })
  cpSync(join(ui, 'package.json'), join(dir, 'node_modules/@photobooth/ui/package.json'))
  writeFileSync(join(dist, 'styles.css'), '.photobooth{}\n')
  writeStylesheetDeclaration(dist, 'styles.css')
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
  writeFileSync(join(dir, 'main.ts'), "import '@photobooth/ui/styles.css'\n")
  return dir
}

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** TypeScript's errors for the app's module, side-effect imports checked. */
function errors(options: ts.CompilerOptions): string[] {
  const dir = app()
  dirs.push(dir)
  const main = join(dir, 'main.ts')
  // No default library: only the module's own errors are wanted, and they come faster alone.
  const program = ts.createProgram([main], {
    strict: true,
    noEmit: true,
    noLib: true,
    types: [],
    noUncheckedSideEffectImports: true,
    ...options,
  })
  const file = program.getSourceFile(main)
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
    (each) => `TS${each.code}: ${ts.flattenDiagnosticMessageText(each.messageText, '\n')}`,
  )
}

describe("import '@photobooth/ui/styles.css'", () => {
  it('type-checks in an app without CSS types (bundler resolution)', () => {
    expect(
      errors({ module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }),
    ).toEqual([])
  })

  it('type-checks in an ES module of a node16 project', () => {
    expect(
      errors({ module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }),
    ).toEqual([])
  })
})
