import { describe, expect, it } from 'vitest'
import { compileMessages } from './compile-messages'
import { en } from './messages/en'
import { sourceCatalogue } from './source-catalogue'

describe('compileMessages', () => {
  it('takes en.json as it is: each message with its note', () => {
    // What `@photobooth/ui/messages/en.json` holds, and the same texts alone.
    expect(compileMessages(sourceCatalogue())).toEqual(compileMessages(en))
  })

  it('takes a translated copy of en.json, notes and all', () => {
    const likes = '{count, plural, one {# j’aime} other {# j’aime}}'
    const copy = {
      'feed.post.likes': { message: likes, description: 'How many people like a post.' },
      'nav.home': 'Accueil',
    }
    expect(compileMessages(copy)).toEqual(
      compileMessages({ 'feed.post.likes': likes, 'nav.home': 'Accueil' }),
    )
    expect(Object.keys(compileMessages(copy).compiled)).toEqual(['feed.post.likes', 'nav.home'])
  })

  it('leaves out what is not a message', () => {
    const odd = { a: undefined, b: { description: 'no text' } } as never
    expect(compileMessages(odd).compiled).toEqual({})
  })
})
