/**
 * Checks the published packages as a consumer gets them: builds @photobooth/api-client and
 * @photobooth/ui, lints their package.json with publint and their types with
 * @arethetypeswrong/cli, then packs both, installs the tarballs into a scratch project with
 * React, type-checks a consumer file against them and renders a screen from the built output.
 *
 *   node scripts/check-packages.ts
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const packages = ['packages/api-client', 'packages/ui'] as const

function run(command: string, args: string[], cwd = root) {
  console.info(`$ ${[command, ...args].join(' ')}`)
  execFileSync(command, args, { cwd, stdio: 'inherit' })
}

for (const dir of packages) run('npm', ['run', 'build', '--silent', '-w', dir])
for (const dir of packages) run(bin('publint'), ['--strict', dir])

/**
 * Built modules besides index.js that are loaded by URL rather than through the exports map:
 * the photo worker, which its client starts with `new URL('./photo-worker.js', import.meta.url)`.
 */
const urlModules: Record<string, string[]> = { 'packages/ui': ['dist/photo-worker.js'] }
for (const [dir, files] of Object.entries(urlModules)) {
  for (const file of files) {
    if (!existsSync(join(root, dir, file))) throw new Error(`${dir}/${file} was not built`)
  }
}

// The built code imports its dependencies instead of carrying copies of them (a bundled
// CommonJS copy fails in ESM with "Dynamic require of react is not supported").
for (const [dir, file] of packages.flatMap((dir) =>
  ['dist/index.js', ...(urlModules[dir] ?? [])].map((file) => [dir, file] as const),
)) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
  const allowed = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
  const code = readFileSync(join(root, dir, file), 'utf8')
  const imported = [
    ...code.matchAll(/(?:^|;)\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g),
    ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? '')
  const stray = imported.filter(
    (specifier) => !allowed.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
  )
  if (stray.length > 0 || /Dynamic require of/.test(code)) {
    throw new Error(
      `${dir}/${file} imports undeclared modules or bundles CommonJS: ${stray.join(', ')}`,
    )
  }
}
run(bin('attw'), ['--pack', 'packages/api-client', '--profile', 'esm-only'])
run(bin('attw'), [
  '--pack',
  'packages/ui',
  '--profile',
  'esm-only',
  '--exclude-entrypoints',
  'styles.css',
])

const scratch = mkdtempSync(join(tmpdir(), 'photobooth-consumer-'))
try {
  const tarballs = packages.map((dir) => {
    const out = execFileSync(
      'npm',
      ['pack', '--silent', '--pack-destination', scratch, '-w', dir],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
    return join(scratch, out.trim().split('\n').at(-1) ?? '')
  })
  const reactVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/react/package.json'), 'utf8'),
  ).version
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  )
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...tarballs,
      `react@${reactVersion}`,
      `react-dom@${reactVersion}`,
      '@types/react@19',
    ],
    scratch,
  )

  // Types: a consumer file compiles against the published declarations.
  writeFileSync(
    join(scratch, 'consumer.tsx'),
    `import { ApiProvider, createApiClient, type Post } from '@photobooth/api-client'
import { LoginScreen, UiProvider, vars } from '@photobooth/ui'
const client = createApiClient({ baseUrl: 'https://api.example.com' })
export const post: Post | undefined = undefined
export const color: string = vars.color.primary
export const app = (
  <UiProvider productName="PhotoBooth">
    <ApiProvider client={client}>
      <LoginScreen onSignedIn={(session) => session.user.name} />
    </ApiProvider>
  </UiProvider>
)
`,
  )
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        jsx: 'react-jsx',
        target: 'es2022',
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  )
  run(join(root, 'node_modules/typescript/bin/tsc'), ['-p', 'tsconfig.json'], scratch)

  // Runtime: the built ESM renders a screen, and the stylesheet is where the exports map says.
  writeFileSync(
    join(scratch, 'render.mjs'),
    `import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { ApiProvider, createApiClient } from '@photobooth/api-client'
import { FeedScreen, LoginScreen, PostCard, UiProvider, ViewerProvider } from '@photobooth/ui'
const render = (screen) =>
  renderToString(
    h(UiProvider, { productName: 'PhotoBooth' },
      h(ApiProvider, { client: createApiClient({ baseUrl: 'https://api.example.com' }) },
        h(ViewerProvider, { viewer: null }, screen))))
const html = render(h(LoginScreen, { onSignedIn() {} }))
for (const text of ['Sign in', 'Email', 'Password', 'Remember me', 'PhotoBooth']) {
  if (!html.includes(text)) throw new Error('The rendered screen lacks ' + JSON.stringify(text))
}
const feed = render(h(FeedScreen, {}))
if (!feed.includes('Loading posts...')) throw new Error('The feed did not render its loading state')
// A view renders from its props alone: another app's post, without any API client.
const card = renderToString(
  h(UiProvider, { productName: 'Elsewhere', imageUrl: (path) => 'https://cdn.example/' + path },
    h(PostCard, {
      post: {
        _id: 'P1', caption: 'From another app', image: 'p1.jpg', createdAt: '2026-01-01T00:00:00.000Z',
        likes: [], likesCount: 1234, comments: [], commentsCount: 0, user: { name: 'Ada', avatar: null },
      },
      onLike() {},
    })))
for (const text of ['From another app', '1,234 likes', 'https://cdn.example/p1.jpg', 'Ada']) {
  if (!card.includes(text)) throw new Error('The rendered PostCard lacks ' + JSON.stringify(text))
}
const css = fileURLToPath(import.meta.resolve('@photobooth/ui/styles.css'))
if (!existsSync(css)) throw new Error('No stylesheet at ' + css)
// The photo processor starts its worker from the file next to index.js.
const worker = fileURLToPath(new URL('./photo-worker.js', import.meta.resolve('@photobooth/ui')))
if (!existsSync(worker)) throw new Error('No photo worker at ' + worker)
console.info('Rendered LoginScreen, FeedScreen and a PostCard with its own data from the packed packages.')
`,
  )
  run('node', ['render.mjs'], scratch)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
console.info('Packages: built, linted, type-checked and rendered as a consumer gets them.')
