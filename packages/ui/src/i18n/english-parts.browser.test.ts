import { act, createElement, Fragment } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { addEnglish, english } from './english'
import { I18nRoot, type MessageOverrides } from './I18nRoot'
import { useI18n } from './i18n-context'

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Shows the message `id` as the UI translates it now. */
function Shows({ id }: { id: string }) {
  return createElement(Fragment, null, useI18n()._(id))
}

let root: Root | undefined
let host: HTMLElement | undefined

async function show(id: string, messages?: Record<string, string>) {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => {
    root?.render(
      createElement(
        I18nRoot,
        { locale: 'en', messages: messages as MessageOverrides | undefined },
        createElement(Shows, { id }),
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
    expect(english['nav.home']).toBeDefined()
    expect((await show('nav.home')).textContent).toBe('Home')
  })

  it('shows a part that arrives after the UI rendered (a screen whose code came later)', async () => {
    const page = await show('test.lateArrival')
    expect(page.textContent).toBe('test.lateArrival')
    await act(async () => {
      addEnglish({ 'test.lateArrival': ['Arrived with its screen'] })
    })
    expect(page.textContent).toBe('Arrived with its screen')
  })

  it('keeps an app’s own wording over a part that arrives later', async () => {
    const page = await show('test.rephrased', { 'test.rephrased': 'Said our way' })
    await expect.poll(() => page.textContent).toBe('Said our way')
    await act(async () => {
      addEnglish({ 'test.rephrased': ['Said the catalogue’s way'] })
    })
    expect(page.textContent).toBe('Said our way')
  })
})
