import { act, createElement, Fragment } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogues'
import { feed } from './compiled/en/feed'
import { I18nRoot, type MessageOverrides } from './I18nRoot'
import type { UiLocale } from './locales'
import { useT } from './use-t'

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Shows the message `id` as a component that asks for the part "feed" gets it. */
function ShowsWithFeed({ id }: { id: string }) {
  return createElement(Fragment, null, (useT(feed) as (id: string) => string)(id))
}

/** Shows the message `id` as a component that asks for no part gets it. */
function Shows({ id }: { id: string }) {
  return createElement(Fragment, null, (useT() as (id: string) => string)(id))
}

let root: Root | undefined
let host: HTMLElement | undefined

async function show(
  id: string,
  {
    locale = 'en',
    messages,
    withFeed = true,
  }: { locale?: UiLocale; messages?: MessageOverrides; withFeed?: boolean } = {},
) {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => {
    root?.render(
      createElement(
        I18nRoot,
        { locale, messages: messages && { [locale]: messages } },
        createElement(withFeed ? ShowsWithFeed : Shows, { id }),
      ),
    )
  })
  return host
}

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
})

describe('English in parts', () => {
  it('starts with the part every screen shows', async () => {
    expect((await show('app.retry', { withFeed: false })).textContent).toBe('Retry')
  })

  it('gives a part’s texts to the component that brings the part', async () => {
    expect((await show('feed.heading')).textContent).toBe('Home feed')
    act(() => root?.unmount())
    expect((await show('feed.heading', { withFeed: false })).textContent).toBe('feed.heading')
  })

  it('keeps an app’s own wording over the part', async () => {
    // An app's own messages are compiled after the first render (the compiler is downloaded
    // then): each look flushes React's work.
    const page = await show('feed.heading', { messages: { 'feed.heading': 'Our photos' } })
    await expect
      .poll(
        async () => {
          await act(() => new Promise((settled) => setTimeout(settled, 20)))
          return page.textContent
        },
        { interval: 1 },
      )
      .toBe('Our photos')
  })

  it('keeps another locale’s catalogue over the English part', async () => {
    await loadCatalogue('es')
    expect((await show('feed.heading', { locale: 'es' })).textContent).toBe('Inicio')
  })
})
