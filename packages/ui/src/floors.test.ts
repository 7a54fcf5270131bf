import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The floors of @photobooth/ui's source, bottom to top. A room (a folder of src/, or a file at
 * its top) imports only from the floors below it and from itself — never from its own floor's
 * other rooms — so no import runs back up and no two rooms need each other. A stories file
 * stands on its folder's floor; a test does not count (it may use what the floors above offer
 * to prove its room).
 *
 * Biome's `noRestrictedImports` cannot hold this table: an override's options replace those of
 * the overrides before it, so each floor would restate every other rule of the UI's files.
 */
const FLOORS: readonly (readonly string[])[] = [
  // The ground: helpers, the theme's styles, the Content Security Policy's shim, the routes.
  ['lib', 'styles', 'csp', 'paths.ts'],
  ['icons'],
  // The locales, the catalogues and the translator; how dates, times and failures are said.
  ['i18n'],
  // UiProvider and what it gives (theme, links, image URLs, clock, toasts); the photo pipeline.
  ['provider', 'photo'],
  // The feature hooks of a post and of the notifications; every story's world.
  ['posts', 'notifications', 'storybook'],
  ['components'],
  ['drafts'],
  ['forms'],
  ['screens', 'auth'],
  // Stories across screens; the UI as another app has it.
  ['flows', 'library'],
  // The package's entries.
  ['index.ts', 'theme.ts'],
]

const src = dirname(fileURLToPath(import.meta.url))

const floorOf = new Map(FLOORS.flatMap((rooms, floor) => rooms.map((room) => [room, floor])))

/** The room of a path inside src/: its first folder, or its own name at the top. */
function roomOf(path: string): string {
  return relative(src, path).split(sep)[0] ?? ''
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path)

interface SourceFile {
  /** Its path, inside src/. */
  path: string
  text: string
}

function sourceFiles(folder: string): SourceFile[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path)
    if (!/\.tsx?$/.test(entry.name) || isTest(path)) return []
    return [{ path, text: readFileSync(path, 'utf8') }]
  })
}

/**
 * The rooms of src/ a file imports from (static, type-only, re-exported and dynamic imports),
 * with the import as written; packages and what lies outside src/ are not the floors' care. A
 * file at the top is imported without its ending (`../paths`).
 */
function importsOf({ path, text }: SourceFile): { specifier: string; room: string }[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName: specifier }) => ({
      specifier,
      target: resolve(dirname(path), specifier.replace(/\?.*$/, '')),
    }))
    .filter(({ specifier, target }) => specifier.startsWith('.') && target.startsWith(src + sep))
    .map(({ specifier, target }) => {
      const room = roomOf(target)
      return { specifier, room: floorOf.has(`${room}.ts`) ? `${room}.ts` : room }
    })
}

/** Each import that runs back up, or sideways into another room of the same floor. */
function arrowsUp(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) => {
    const from = roomOf(file.path)
    const floor = floorOf.get(from) ?? -1
    return importsOf(file)
      .filter(({ room }) => room !== from && !((floorOf.get(room) ?? Infinity) < floor))
      .map(
        ({ specifier, room }) => `${relative(src, file.path)}: '${specifier}' (${from} → ${room})`,
      )
  })
}

/** A stand-in file of src/, for the cases below. */
const file = (path: string, text: string): SourceFile => ({ path: join(src, path), text })

describe("@photobooth/ui's floors", () => {
  it('place every room of src/', () => {
    const rooms = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
      .map((entry) => entry.name)
      .filter((name) => !isTest(name))
    expect(rooms.filter((room) => !floorOf.has(room))).toEqual([])
  })

  it('hold every import of src/: none runs back up, none goes sideways', () => {
    expect(arrowsUp(sourceFiles(src))).toEqual([])
  })

  it('see an arrow up or sideways, whatever the kind of import', () => {
    expect(
      arrowsUp([
        file(
          'provider/Toaster.stories.tsx',
          "import { Button } from '../components/Button/Button'",
        ),
        file('provider/X.stories.tsx', "export { storyWorld } from '../storybook/story-world'"),
        file('lib/clock.ts', "import type { UiContext } from '../provider/ui-context'"),
        file('i18n/messages/en/x.ts', "const load = () => import('../../../photo/decode')"),
        file('posts/use-comment-actions.ts', "import '../forms/use-form'"),
        file('paths.ts', "import { cx } from './lib/class-names'"),
        file('auth/X/X.tsx', "import { FeedView } from '../../screens/FeedScreen/FeedView'"),
        file('forms/x.ts', "import { routes } from '../theme'"),
      ]),
    ).toHaveLength(8)
  })

  it('let every room use the floors below it and itself', () => {
    expect(
      arrowsUp([
        file('lib/x.ts', "import { cx } from './class-names'"),
        file('i18n/use-t.ts', "import { useHydrated } from '../lib/hydrated'"),
        file('i18n/messages/en/x.ts', "import { english } from '../../english'"),
        file('provider/x.ts', "import { vars } from '../styles/theme.css'"),
        file('storybook/x.ts', "import { photoFile } from '../photo/photo-file'"),
        file('components/X/X.tsx', "import { authorOf } from '../../posts/post-facts'"),
        file(
          'components/X/X.stories.tsx',
          "import { storyWorld } from '../../storybook/story-world'",
        ),
        file('screens/X/X.tsx', "import { paths } from '../../paths'"),
        file('library/X.stories.tsx', "import { Button } from '../components/Button/Button'"),
        file('index.ts', "export { FeedScreen } from './screens/FeedScreen/FeedScreen'"),
        file('photo/x.ts', "import heic from '../../../mocks/assets/photos/photo-03.jpg?url'"),
      ]),
    ).toEqual([])
  })
})
