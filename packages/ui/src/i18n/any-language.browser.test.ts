import { act, createElement, Fragment } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadCatalogue } from './catalogues'
import { compileMessages } from './compile-messages'
import { feed } from './compiled/en/feed'
import { I18nRoot, type LocaleMessages } from './I18nRoot'
import { useLocale, useT } from './use-t'

/** What a wait allows: a catalogue is a chunk of its own, slow to come on a busy machine. */
const WAIT = { timeout: 5000 }

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** The message `id` with its values, and the locale shown, as text. */
function Shows({ id, values }: { id: string; values?: Record<string, number> }) {
  const t = useT(feed) as (id: string, values?: Record<string, number>) => string
  return createElement(Fragment, null, `${useLocale().locale}: ${t(id, values)}`)
}

let root: Root | undefined
let host: HTMLElement | undefined

/** Renders, then waits for what is fetched or compiled after the first render. */
async function show(
  id: string,
  {
    locale,
    messages,
    values,
  }: { locale: string; messages?: LocaleMessages; values?: Record<string, number> },
) {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => {
    root?.render(
      createElement(I18nRoot, { locale, messages }, createElement(Shows, { id, values })),
    )
  })
  const first = host.textContent
  await vi.waitFor(() => expect(host?.textContent).not.toBe(''), WAIT)
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  return { first, now: host.textContent }
}

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  vi.restoreAllMocks()
})

const frenchLikes = { 'feed.post.likes': '{count, plural, one {# j’aime} other {# j’aime}}' }

describe('a language the package does not ship', () => {
  it('shows the app’s catalogue, with the locale’s numbers and plurals', async () => {
    const { now } = await show('feed.post.likes', {
      locale: 'fr',
      messages: { fr: frenchLikes },
      values: { count: 1234 },
    })
    // French groups thousands with a narrow no-break space.
    expect(now).toBe('fr: 1\u202f234 j’aime')
  })

  it('takes a translated copy of en.json as it is, each message with its note', async () => {
    const { now } = await show('feed.post.likes', {
      locale: 'fr',
      messages: {
        fr: {
          'feed.post.likes': {
            message: frenchLikes['feed.post.likes'],
            description: 'How many people like a post.',
          },
        },
      },
      values: { count: 1234 },
    })
    expect(now).toBe('fr: 1\u202f234 j’aime')
  })

  it('shows English, read as English, for what the catalogue leaves out', async () => {
    const { now } = await show('feed.post.viewAllComments', {
      locale: 'fr',
      messages: { fr: frenchLikes },
      values: { count: 0 },
    })
    // French counts 0 as "one"; an English sentence keeps English's rules.
    expect(now).toBe('fr: View all 0 comments')
  })

  it('shows English for what every screen shares (times, loading) when the catalogue lacks it', async () => {
    const { now } = await show('app.time.hours', {
      locale: 'fr',
      messages: { fr: frenchLikes },
      values: { count: 7 },
    })
    expect(now).toBe('fr: 7h')
  })

  it('shows a catalogue compiled ahead (as on a server) in the first render', async () => {
    const { first } = await show('feed.post.likes', {
      locale: 'fr-CA',
      messages: { fr: compileMessages(frenchLikes) },
      values: { count: 2 },
    })
    expect(first).toBe('fr-CA: 2 j’aime')
  })

  it('takes a tag’s own entry over its language’s', async () => {
    const { now } = await show('feed.heading', {
      locale: 'pt-BR',
      messages: { pt: { 'feed.heading': 'Início' }, 'pt-BR': { 'feed.heading': 'Página inicial' } },
    })
    expect(now).toBe('pt-BR: Página inicial')
  })

  it('says in development that a language has no catalogue, and keeps the app’s messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { now } = await show('feed.heading', {
      locale: 'de',
      messages: { de: { 'feed.heading': 'Startseite' } },
    })
    expect(now).toBe('de: Startseite')
    const said = () =>
      warn.mock.calls.map(([text]) => String(text)).filter((t) => t.includes('"de"'))
    await vi.waitFor(() => expect(said()).toHaveLength(1), WAIT)
    expect(said()[0]).toMatch(/catalogue for "de" has 1 of its \d+ messages/)
  })

  it('says nothing of a language the package ships, in any region', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await show('feed.heading', { locale: 'es-MX' })
    // The Spanish catalogue is a chunk of its own, fetched when first wanted.
    await vi.waitFor(() => expect(host?.textContent).toBe('es-MX: Inicio'), WAIT)
    expect(warn.mock.calls.filter(([text]) => String(text).includes('es-MX'))).toEqual([])
  })

  it('keeps English for a tag that is not one, and says so in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await show('feed.heading', { locale: 'not a tag!' })).now).toBe('en: Home feed')
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/"not a tag!" is not a language tag/)
  })
})

describe('texts an app rephrases', () => {
  it('show the language at once, and their own texts once compiled', async () => {
    await loadCatalogue('es')
    const { first, now } = await show('feed.heading', {
      locale: 'es',
      messages: { es: { 'feed.heading': 'Portada' } },
    })
    expect(first).toBe('es: Inicio')
    await vi.waitFor(() => expect(host?.textContent).toBe('es: Portada'), WAIT)
    expect(now).not.toContain('Home feed')
  })

  it('apply to their language only', async () => {
    const messages = { es: { 'feed.heading': 'Portada' } }
    expect((await show('feed.heading', { locale: 'es', messages })).now).toBe('es: Portada')
    act(() => root?.unmount())
    host?.remove()
    expect((await show('feed.heading', { locale: 'en', messages })).now).toBe('en: Home feed')
  })
})
