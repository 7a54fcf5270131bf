import { UiProvider } from '@photobooth/ui'
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import AppStatus from './AppStatus'
import { appStatus } from './app-status'

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let host: HTMLElement | undefined

/** The app's status above the page, under the product name `productName`. */
async function show(productName: string): Promise<HTMLElement> {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => {
    root?.render(createElement(UiProvider, { productName }, createElement(AppStatus)))
  })
  return host
}

afterEach(async () => {
  await act(async () => appStatus.set({ offline: false, savedAt: null }))
  act(() => root?.unmount())
  host?.remove()
})

describe('the notice above the page', () => {
  const savedAt = Date.now() - 5 * 60_000

  it('says the server cannot be reached when saved copies are shown online', async () => {
    await act(async () => appStatus.set({ offline: false, savedAt }))
    const page = await show('Snapshot')
    const notice = page.querySelector('[role="status"]')
    expect(notice?.textContent).toBe(
      "Can't reach Snapshot — showing what was savedSaved 5 minutes ago",
    )
  })

  it('says the device is offline only when the browser says so', async () => {
    await act(async () => appStatus.set({ offline: true, savedAt }))
    const page = await show('Snapshot')
    expect(page.querySelector('[role="status"]')?.textContent).toBe(
      "You're offline — showing what was savedSaved 5 minutes ago",
    )
    await act(async () => appStatus.set({ offline: false }))
    expect(page.querySelector('[role="status"]')?.textContent).toMatch(/^Can't reach Snapshot/)
  })
})
