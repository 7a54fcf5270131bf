import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { clientModuleProblems, serverCallProblems } from './client-modules.ts'

const packages = fileURLToPath(new URL('../packages/', import.meta.url))

describe("'use client' in the published packages", () => {
  it.each(['ui', 'api-client'])(
    '@photobooth/%s: every module that needs the browser’s React says so, and no other',
    (name) => {
      expect(clientModuleProblems(join(packages, name, 'src'))).toEqual([])
    },
  )
})

describe('what a server calls from @photobooth/api-client', () => {
  // A TypeScript program over the package's entry: seconds alone, more on CI's busy two cores.
  it('its reads, and what builds a client, are exported from modules without the directive', {
    timeout: 60_000,
  }, () => {
    expect(
      serverCallProblems(join(packages, 'api-client', 'src'), [
        'getGuestPosts',
        'getPost',
        'getUserPosts',
        'getFeedPage',
        'mergeFeedPages',
        'getMe',
        'getNotifications',
        'createApiClient',
        'createMemoryTokenStore',
        'toImageUrl',
        'isApiError',
        'postKey',
        'userPostsKey',
        'guestPostsKey',
        'meKey',
        'notificationsKey',
      ]),
    ).toEqual([])
  })
})

describe('the rules', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function problems(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'client-modules-'))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    return clientModuleProblems(dir).map(({ file, problem }) => `${file}: ${problem}`)
  }

  it('wants the directive for state, context, SWR, Radix, hooks and event handlers', () => {
    expect(
      problems({
        'state.ts': "import { useState } from 'react'\nexport const s = useState\n",
        'context.ts': "import { createContext } from 'react'\nexport const C = createContext(1)\n",
        'swr.ts': "import useSWR from 'swr'\nexport const u = useSWR\n",
        'radix.tsx': "import { Dialog } from 'radix-ui'\nexport const D = Dialog\n",
        'hook.ts': "import { useThing } from './state'\nexport const t = useThing\n",
        'click.tsx': 'export const B = () => <button onClick={() => {}} />\n',
      }).map((line) => line.split(':')[0]),
    ).toEqual(['click.tsx', 'context.ts', 'hook.ts', 'radix.tsx', 'state.ts', 'swr.ts'])
  })

  it('refuses the directive on a module the server can use, and passes one that has it right', () => {
    expect(
      problems({
        'pure.ts': "'use client'\n\nexport const double = (n: number) => 2 * n\n",
        'hooked.ts':
          "'use client'\n\nimport { useState } from 'react'\nexport const s = useState\n",
        'View.tsx': 'export const View = () => <p>Hi</p>\n',
      }),
    ).toEqual(["pure.ts: has 'use client' but needs none: keep it usable on the server"])
  })

  it('names the exports a server calls that come from a client module, or from nowhere', () => {
    problems({
      'read.ts':
        "'use client'\n\nimport useSWR from 'swr'\nexport const read = () => 1\nexport const useRead = () => useSWR\n",
      'keys.ts': "export const key = 'k'\n",
      'index.ts': "export * from './keys'\nexport { read, useRead } from './read'\n",
    })
    expect(serverCallProblems(dir, ['key', 'read', 'gone'])).toEqual([
      'read: declared in the client module read.ts',
      'gone: not exported from a module of the package',
    ])
  })

  it('follows values, not components or re-exports, from a client module', () => {
    const client = "'use client'\n\nimport { useState } from 'react'\n"
    expect(
      problems({
        'client.tsx': `${client}export const Box = () => null\nexport const helper = () => useState\n`,
        'uses-helper.ts': "import { helper } from './client'\nexport const h = helper\n",
        'uses-component.tsx': "import { Box } from './client'\nexport const B = () => <Box />\n",
        'index.ts': "export { Box, helper } from './client'\n",
      }),
    ).toEqual([
      "uses-helper.ts: needs 'use client': imports helper from the client module client.tsx",
    ])
  })
})
