import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_MESSAGES, type ServerMessageName } from './server-messages'

const contract = readFileSync(
  join(import.meta.dirname, '../../../../docs/spec/api-contract.md'),
  'utf8',
)

/** Whether api-contract.md gives `text` as an answer's message: `` `text` `` in its tables, or
 * in a JSON body. */
const inContract = (text: string) =>
  contract.includes(`\`${text}\``) || contract.includes(`"message":"${text}"`)

/** The texts only the mock backend answers: its stricter checks ("Mock enforcement"). */
const MOCKS_ONLY: readonly ServerMessageName[] = [
  'emailInvalid',
  'passwordTooShort',
  'websiteInvalid',
  'genderInvalid',
  'imageRequired',
  'captionRequired',
  'captionTooLong',
  'notAnImage',
  'imageTooLarge',
]

const names = Object.keys(SERVER_MESSAGES) as ServerMessageName[]

describe('SERVER_MESSAGES', () => {
  it.each(names.filter((name) => !MOCKS_ONLY.includes(name)))(
    '%s is, word for word, what api-contract.md says the server answers',
    (name) => {
      expect(inContract(SERVER_MESSAGES[name])).toBe(true)
    },
  )

  it.each([...MOCKS_ONLY])('%s is the mock backend’s own: the server never says it', (name) => {
    expect(names).toContain(name)
    expect(inContract(SERVER_MESSAGES[name])).toBe(false)
  })

  it('has one name for each text', () => {
    const texts: string[] = Object.values(SERVER_MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('says the mock backend’s own limits in its texts', () => {
    expect(SERVER_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters long')
    expect(SERVER_MESSAGES.captionTooLong).toBe('Caption must be 2200 characters or less')
    expect(SERVER_MESSAGES.imageTooLarge).toBe('Image must be 5 MB or smaller')
  })
})
