/**
 * Refuses to pack a package that is not built: every file its `exports` name (but the
 * workspace's own source condition) and every entry of `files` must be there, or `npm pack` and
 * `npm publish` would ship a package whose imports all fail. Each package's `prepack` script:
 *
 *   node ../../library-build/prepack.ts      (in the package's folder, as npm runs it)
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The condition that points at a package's source, for the workspace only (not packed). */
const SOURCE_CONDITION = '@photobooth/source'

interface Manifest {
  name?: string
  exports?: unknown
  files?: string[]
}

/** Every file an `exports` value names, through its conditions (the source one left out). */
function targetsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(targetsOf)
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, target]) =>
      key === SOURCE_CONDITION ? [] : targetsOf(target),
    )
  }
  return []
}

/** The files a package's manifest names that are not in its folder (patterns aside). */
export function missingPackFiles(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest
  const named = [...targetsOf(manifest.exports), ...(manifest.files ?? [])]
  return [...new Set(named)]
    .filter((path) => !path.includes('*'))
    .filter((path) => !existsSync(join(packageDir, path)))
}

/** Why the package cannot be packed, or `undefined` when it can. */
export function prepackProblem(packageDir: string): string | undefined {
  const missing = missingPackFiles(packageDir)
  if (missing.length === 0) return undefined
  const { name = packageDir } = JSON.parse(
    readFileSync(join(packageDir, 'package.json'), 'utf8'),
  ) as Manifest
  const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', …' : '')
  return (
    `${name} is not built: ${missing.length} file(s) its package.json names are missing ` +
    `(${shown}). Build it first (npm run build:packages at the repository's root) and pack again.`
  )
}

if (import.meta.main) {
  const problem = prepackProblem(process.cwd())
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
