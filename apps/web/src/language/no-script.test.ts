import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCALES } from '@photobooth/ui'
import { expect, it } from 'vitest'

it('the page says it needs scripts in every language PhotoBooth speaks, each in its direction', () => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')
  const noscript = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? ''
  const said = [...noscript.matchAll(/<p lang="([^"]+)"(?: dir="([^"]+)")?>[^<]+<\/p>/g)].map(
    ([, lang, dir]) => ({ lang, dir: dir ?? 'ltr' }),
  )
  expect(said).toEqual(LOCALES.map(({ id, dir }) => ({ lang: id, dir })))
})
