import { SAVED_COPY_HEADER } from '@photobooth/api-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module per test: its state is the page's. */
async function load() {
  vi.resetModules()
  return import('./app-status')
}

const answer = (savedAt?: number) =>
  new Response('[]', { headers: savedAt ? { [SAVED_COPY_HEADER]: String(savedAt) } : {} })

describe('appStatus', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is behind while saved copies are shown, and back with the network’s first answer', async () => {
    const { appStatus: connection, noticingSavedAnswers } = await load()
    const saved = Date.UTC(2026, 10, 27, 9, 5)
    let next = answer(saved)
    const fetch = noticingSavedAnswers(async () => next)
    const refreshed = vi.fn()
    connection.onRefresh(refreshed)

    await fetch('https://api.example.com/api/posts')
    expect(connection.get()).toMatchObject({ offline: false, savedAt: saved })
    expect(refreshed).not.toHaveBeenCalled()

    next = answer()
    await fetch('https://api.example.com/api/notifications')
    expect(connection.get()).toMatchObject({ offline: false, savedAt: null })
    // Everything on screen is asked for again, once.
    expect(refreshed).toHaveBeenCalledTimes(1)
  })

  it('tries the network again every 10 s while saved copies are shown online, and stops once back', async () => {
    const { appStatus: connection, noticingSavedAnswers } = await load()
    let next = answer(1)
    const fetch = noticingSavedAnswers(async () => next)
    const refreshed = vi.fn()
    connection.onRefresh(refreshed)
    await fetch('/api/posts')
    await vi.advanceTimersByTimeAsync(25_000)
    expect(refreshed).toHaveBeenCalledTimes(2)
    next = answer()
    await fetch('/api/posts')
    expect(refreshed).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refreshed).toHaveBeenCalledTimes(3)
  })

  it('follows the browser offline and online; back online, what is shown refreshes', async () => {
    const { appStatus: connection, watchConnection } = await load()
    // The page's window, as far as the module looks at it.
    const browser = { onLine: false }
    const page = new EventTarget()
    vi.stubGlobal('navigator', browser)
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
    watchConnection()
    expect(connection.get().offline).toBe(true)
    const refreshed = vi.fn()
    connection.onRefresh(refreshed)
    // Offline, nothing is retried on a timer: the browser says when it is back.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refreshed).not.toHaveBeenCalled()
    browser.onLine = true
    page.dispatchEvent(new Event('online'))
    expect(connection.get().offline).toBe(false)
    expect(refreshed).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })

  it('a failed request changes nothing', async () => {
    const { appStatus: connection, noticingSavedAnswers } = await load()
    const fetch = noticingSavedAnswers(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(fetch('/api/posts')).rejects.toThrow('Failed to fetch')
    expect(connection.get()).toMatchObject({ offline: false, savedAt: null })
  })

  it('keeps a first visit’s answers with the token each was read with, until the session ends', async () => {
    const { noticingSavedAnswers, takeUnservedAnswers, forgetUnservedAnswers } = await load()
    // No service worker serves the page yet.
    vi.stubGlobal('navigator', { serviceWorker: { controller: null } })
    const fetch = noticingSavedAnswers(async () => answer())
    await fetch('https://api.example.com/api/users/me', {
      headers: { Authorization: 'Bearer ana.token' },
    })
    await fetch('https://api.example.com/api/posts')
    expect(takeUnservedAnswers().map(({ url, authorization }) => [url, authorization])).toEqual([
      ['https://api.example.com/api/users/me', 'Bearer ana.token'],
      ['https://api.example.com/api/posts', null],
    ])

    // Read in a session that ended: nothing is left to hand over for whoever comes next.
    await fetch('https://api.example.com/api/notifications', {
      headers: { Authorization: 'Bearer ana.token' },
    })
    forgetUnservedAnswers()
    expect(takeUnservedAnswers()).toEqual([])
    vi.unstubAllGlobals()
  })
})
