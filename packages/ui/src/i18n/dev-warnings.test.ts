import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const i18nRoot = fileURLToPath(new URL('./I18nRoot.tsx', import.meta.url))

/**
 * `I18nRoot` alone, as an app's bundler builds it for `NODE_ENV` (every import left outside:
 * what matters is whether the import of the warnings survives).
 */
async function built(mode: 'production' | 'development'): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    build: {
      write: false,
      minify: false,
      lib: { entry: i18nRoot, formats: ['es'], fileName: 'i18n-root' },
      rolldownOptions: { external: (_id, importer) => importer !== undefined },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const [first] = Array.isArray(output) ? output : [output]
  return (first?.output ?? []).map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n')
}

describe('the development warnings (the whole English catalogue)', () => {
  it('are left out of a production build, import and all', async () => {
    expect(await built('production')).not.toContain('dev-warnings')
  })

  it('are loaded in a development build', async () => {
    expect(await built('development')).toContain('dev-warnings')
  })
})
