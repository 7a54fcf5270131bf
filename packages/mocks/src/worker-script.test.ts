import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

describe('public/mockServiceWorker.js', () => {
  it('is the worker script of the installed msw (after upgrading msw: npx msw init packages/mocks/public)', () => {
    const shipped = readFileSync(new URL('../public/mockServiceWorker.js', import.meta.url), 'utf8')
    const installed = readFileSync(
      createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'),
      'utf8',
    )
    expect(shipped).toBe(installed)
  })
})
