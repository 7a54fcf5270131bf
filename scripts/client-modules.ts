/**
 * Which modules of the published packages are client modules (`'use client'`), by what they
 * import and render. A React Server Component may import every module of @photobooth/ui and
 * @photobooth/api-client: a module that needs the browser's React (state, effects, context,
 * event handlers, SWR, Radix) says so with the directive, so that a server build takes it as a
 * client reference; every other module stays importable, and callable, on the server.
 *
 * The rules (checked in `client-modules.test.ts`; the Next.js consumer test builds and renders
 * the real thing):
 * - a module needs the directive if it imports a hook (`use…`), `createContext` or a class
 *   component from React, any hook of its own package, anything from the packages below, or
 *   renders an element with an event handler (`onClick={…}`);
 * - a module without the directive may import only components (capitalised names) and types
 *   from a client module: any other value would be a client reference on the server, not the
 *   function or constant it names.
 *
 * What a server calls from @photobooth/api-client — its reads, and what builds a client — is
 * exported from modules without the directive (`serverCallProblems`): a Server Component or a
 * loader that called a client reference would fail at request time, not at build.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** Packages whose every import makes a module a client one. */
const CLIENT_PACKAGES = [
  'swr',
  'radix-ui',
  'react-dom',
  '@tanstack/react-virtual',
  'react-easy-crop',
  '@photobooth/api-client/react',
]

/** React's exports that exist only in the browser's (and SSR's) build, not the server's. */
const CLIENT_REACT = /^(use[A-Z]\w*|createContext|Component|PureComponent|startTransition)$/

const HOOK = /^use[A-Z]/

export interface ModuleFacts {
  file: string
  /** Starts with the `'use client'` directive. */
  directive: boolean
  /** Why it needs the directive (empty: it does not). */
  reasons: string[]
  /** Value imports from modules of the same package: [resolved file, imported names]. */
  localImports: { file: string; names: string[]; reExport: boolean }[]
}

function hasUseClient(source: ts.SourceFile): boolean {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    if (statement.expression.text === 'use client') return true
  }
  return false
}

/** `./x` from `file`, as a source file of the package (`.ts`, `.tsx`, or an index). */
function resolveLocal(file: string, specifier: string): string | undefined {
  const base = resolve(dirname(file), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (readFileSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
    } catch {
      // Not this one.
    }
  }
  return undefined
}

/** What a module imports and renders, and whether that makes it a client module. */
export function moduleFacts(file: string): ModuleFacts {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const reasons: string[] = []
  const localImports: ModuleFacts['localImports'] = []

  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement)
    const isReExport = ts.isExportDeclaration(statement)
    if (!isImport && !isReExport) continue
    const specifierNode = statement.moduleSpecifier
    if (!specifierNode || !ts.isStringLiteral(specifierNode)) continue
    const specifier = specifierNode.text
    let names: string[] = []
    if (isImport) {
      const clause = statement.importClause
      if (!clause) {
        names = ['(side effect)']
      } else if (!clause.isTypeOnly) {
        if (clause.name) names.push('default')
        const bindings = clause.namedBindings
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*')
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text)
          }
        }
      }
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause
      if (!clause) names = ['*']
      else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text)
        }
      }
    }
    if (names.length === 0) continue
    if (specifier === 'react') {
      for (const name of names) {
        if (CLIENT_REACT.test(name) && isImport) reasons.push(`imports ${name} from react`)
      }
    } else if (
      CLIENT_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))
    ) {
      if (isImport) reasons.push(`imports ${specifier}`)
    } else if (specifier.startsWith('.')) {
      const target = resolveLocal(file, specifier)
      if (target) {
        localImports.push({ file: target, names, reExport: isReExport })
        if (isImport) {
          for (const name of names) {
            if (HOOK.test(name)) reasons.push(`imports the hook ${name}`)
          }
        }
      }
    } else if (isImport) {
      // Another package: a hook from it is a hook all the same.
      for (const name of names) {
        if (HOOK.test(name)) reasons.push(`imports the hook ${name} from ${specifier}`)
      }
    }
  }

  const visit = (node: ts.Node) => {
    if (
      ts.isJsxAttribute(node) &&
      /^on[A-Z]/.test(node.name.getText(source)) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer)
    ) {
      reasons.push(`renders ${node.name.getText(source)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)

  return { file, directive: hasUseClient(source), reasons: [...new Set(reasons)], localImports }
}

/** The package's published source modules: no tests, stories or Storybook support. */
export function publishedModules(srcDir: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['storybook', 'test', 'fixtures', '__screenshots__'].includes(entry.name)) walk(path)
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|stories)[.]/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        files.push(path)
      }
    }
  }
  walk(srcDir)
  return files.sort()
}

export interface ClientModuleProblem {
  file: string
  problem: string
}

/**
 * Why each module of the package needs the directive (none: it stays a server module): its own
 * imports and elements, or a value (not a component) it imports from a module that needs it,
 * which on the server would be a client reference rather than the function or constant it names.
 */
export function clientReasons(
  srcDir: string,
): Map<string, { facts: ModuleFacts; reasons: string[] }> {
  const modules = new Map(
    publishedModules(srcDir).map((file) => {
      const facts = moduleFacts(file)
      return [file, { facts, reasons: [...facts.reasons] }]
    }),
  )
  for (let changed = true; changed; ) {
    changed = false
    for (const module of modules.values()) {
      if (module.reasons.length > 0) continue
      for (const imported of module.facts.localImports) {
        // A barrel's re-export of a client module only passes its references on.
        if (imported.reExport || !modules.get(imported.file)?.reasons.length) continue
        const values = imported.names.filter((each) => /^[a-z_$]/.test(each) || each === '*')
        if (values.length === 0) continue
        module.reasons.push(
          `imports ${values.join(', ')} from the client module ${relative(srcDir, imported.file)}`,
        )
        changed = true
      }
    }
  }
  return modules
}

/** Every module whose directive disagrees with what it needs. */
export function clientModuleProblems(srcDir: string): ClientModuleProblem[] {
  const problems: ClientModuleProblem[] = []
  for (const [file, { facts, reasons }] of clientReasons(srcDir)) {
    if (reasons.length > 0 && !facts.directive) {
      problems.push({
        file: relative(srcDir, file),
        problem: `needs 'use client': ${reasons.join(', ')}`,
      })
    } else if (reasons.length === 0 && facts.directive) {
      problems.push({
        file: relative(srcDir, file),
        problem: "has 'use client' but needs none: keep it usable on the server",
      })
    }
  }
  return problems
}

/**
 * The module that declares each of `names` as `entry` exports it (through re-exports and
 * barrels), by TypeScript's own resolution; `undefined` for a name it does not export.
 */
export function declaringModules(
  entry: string,
  names: readonly string[],
): Map<string, string | undefined> {
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2023,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    noResolve: false,
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entry)
  const entrySymbol = source && checker.getSymbolAtLocation(source)
  const exported = entrySymbol ? checker.getExportsOfModule(entrySymbol) : []
  return new Map(
    names.map((name) => {
      const symbol = exported.find((each) => each.name === name)
      const target =
        symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return [name, target?.declarations?.[0]?.getSourceFile().fileName]
    }),
  )
}

/**
 * Which of `names`, exported by the package's `index.ts`, a server could not call: not
 * exported, or declared in a module that has the directive or needs it.
 */
export function serverCallProblems(srcDir: string, names: readonly string[]): string[] {
  const modules = clientReasons(srcDir)
  const problems: string[] = []
  for (const [name, file] of declaringModules(join(srcDir, 'index.ts'), names)) {
    const module = file === undefined ? undefined : modules.get(resolve(file))
    if (!file || !module) problems.push(`${name}: not exported from a module of the package`)
    else if (module.facts.directive || module.reasons.length > 0) {
      problems.push(`${name}: declared in the client module ${relative(srcDir, file)}`)
    }
  }
  return problems
}
