import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { argumentsOf } from './compile-catalogues'
import { en } from './messages/en'
import { sourceCatalogue } from './source-catalogue'

describe('the English source catalogue (@photobooth/ui/messages/en.json)', () => {
  const catalogue = sourceCatalogue()

  it('has every message of the catalogue, with its text', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    for (const [id, text] of Object.entries(en)) expect(catalogue[id]?.message, id).toBe(text)
  })

  it('gives every message a note for translators', () => {
    const without = Object.entries(catalogue)
      .filter(([, entry]) => entry.description.length < 20)
      .map(([id]) => id)
    expect(without).toEqual([])
  })

  it('explains every argument a message takes', () => {
    const unexplained = Object.entries(catalogue).flatMap(([id, { message, description }]) =>
      argumentsOf(compileMessageOrThrow(message) as never)
        .filter((name) => !description.includes(`{${name}}`) && !description.includes(name))
        .map((name) => `${id}: {${name}}`),
    )
    expect(unexplained).toEqual([])
  })
})
