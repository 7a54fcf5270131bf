/**
 * How @photobooth/ui and @photobooth/api-client are built for other apps: unbundled ES modules,
 * one per source module, unminified, with their `'use client'` directives, `.d.ts` files beside
 * them, and (for the UI) one stylesheet. An app's bundler then takes only the modules it uses,
 * splits what the package loads on demand (the catalogues, the message compiler, the cropper,
 * the HEIC decoder), bundles the photo worker itself, and keeps component names readable.
 *
 *   vite build            (in the package's folder; its vite.config.ts calls libraryConfig)
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import type { Plugin, UserConfig } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

export interface LibraryOptions {
  /** The package's folder. */
  packageDir: string
  /** The modules an app imports by name (the exports map) or by URL (the photo worker). */
  entries: string[]
  /** The one stylesheet's file name in `dist/`, for a package with vanilla-extract styles. */
  stylesheet?: string
}

/** A vanilla-extract module's compiled output is named `*.styles.js`, not `*.css.js`: an app
 * using vanilla-extract's own plugin would otherwise take it for a source to compile again. */
const outputName = (name: string) => `${name.replace(/\.css$/, '.styles')}.js`

/** Vite's handling of `new URL('./x.js', import.meta.url)`: off, so that the photo worker's
 * `new Worker(new URL('./photo-worker.js', import.meta.url))` stays for the app's bundler. */
function keepImportMetaUrls(): Plugin {
  return {
    name: 'photobooth-keep-import-meta-urls',
    configResolved(config) {
      const plugins = config.plugins as Plugin[]
      for (const name of ['vite:worker-import-meta-url', 'vite:asset-import-meta-url']) {
        const index = plugins.findIndex((plugin) => plugin.name === name)
        if (index >= 0) plugins.splice(index, 1)
      }
    },
  }
}

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/**
 * The declarations, made by `tsc` beside the modules, with what Node's ESM resolution needs:
 * each relative import names its file (`./Button.js`, `./i18n/index.js`), and a style module's
 * declarations follow its module's name (`Button.css.d.ts` → `Button.styles.d.ts`).
 */
export function writeDeclarations(packageDir: string): void {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      'tsconfig.build.json',
      '--outDir',
      'dist',
    ],
    { cwd: packageDir, stdio: 'inherit' },
  )
  const dist = join(packageDir, 'dist')
  const declarations = filesUnder(dist).filter((file) => file.endsWith('.d.ts'))
  for (const file of declarations) {
    if (file.endsWith('.css.d.ts')) renameSync(file, file.replace(/\.css\.d\.ts$/, '.styles.d.ts'))
  }
  for (const file of filesUnder(dist).filter((each) => each.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8')
    const fixed = text.replace(
      /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
      (_whole, before: string, quote: string, specifier: string) => {
        const target = resolve(dirname(file), specifier)
        const styles = target.replace(/\.css$/, '.styles')
        for (const [candidate, written] of [
          [`${styles}.d.ts`, `${specifier.replace(/\.css$/, '.styles')}.js`],
          [`${target}.d.ts`, `${specifier}.js`],
          [join(target, 'index.d.ts'), `${specifier}/index.js`],
        ] as const) {
          if (existsSync(candidate)) return `${before}${quote}${written}${quote}`
        }
        throw new Error(`${relative(dist, file)}: no declarations for ${specifier}`)
      },
    )
    if (fixed !== text) writeFileSync(file, fixed)
  }
}

/**
 * The stylesheet's declaration (`styles.css.d.ts`, named by the export's `types` condition): an
 * app's `import '@photobooth/ui/styles.css'` then type-checks under TypeScript's check of
 * side-effect imports (`noUncheckedSideEffectImports`, TS2882) without CSS types of its own.
 */
export function writeStylesheetDeclaration(dist: string, stylesheet: string): void {
  writeFileSync(
    join(dist, `${stylesheet}.d.ts`),
    '// The stylesheet, imported for its effect: `import "@photobooth/ui/styles.css"`.\nexport {}\n',
  )
}

/** The declarations once the modules are written (the stylesheet's after the rest: the
 * renaming of style modules' declarations would take it for one). */
function declarations(packageDir: string, stylesheet: string | undefined): Plugin {
  return {
    name: 'photobooth-declarations',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        writeDeclarations(packageDir)
        if (stylesheet) writeStylesheetDeclaration(join(packageDir, 'dist'), stylesheet)
      },
    },
  }
}

export function libraryConfig({ packageDir, entries, stylesheet }: LibraryOptions): UserConfig {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
  const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
  const src = join(packageDir, 'src')
  return {
    root: packageDir,
    logLevel: 'warn',
    plugins: [
      ...(stylesheet ? [vanillaExtractPlugin({ identifiers: 'short' })] : []),
      keepImportMetaUrls(),
      declarations(packageDir, stylesheet),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Apps minify; names stay readable in React's developer tools and in error stacks.
      minify: false,
      cssMinify: true,
      cssCodeSplit: false,
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: Object.fromEntries(
          entries.map((entry) => [relative(src, entry).replace(/\.tsx?$/, ''), entry]),
        ),
        formats: ['es'],
        ...(stylesheet ? { cssFileName: stylesheet.replace(/\.css$/, '') } : {}),
      },
      rolldownOptions: {
        // Dependencies are the app's to resolve and bundle (one React, one SWR cache); Node's
        // own modules are Node's (the mock backend's Node entry).
        external: (id) =>
          dependencies.some((name) => id === name || id.startsWith(`${name}/`)) ||
          /^(react|react-dom)(\/|$)/.test(id) ||
          id.startsWith('node:'),
        output: {
          preserveModules: true,
          preserveModulesRoot: 'src',
          entryFileNames: (chunk) => outputName(chunk.name),
          chunkFileNames: (chunk) => outputName(chunk.name),
        },
        onLog(level, log, handler) {
          // The directives are kept, module by module, which is what they are for.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
          handler(level, log)
        },
      },
    },
  }
}
