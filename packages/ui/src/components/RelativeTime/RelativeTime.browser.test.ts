import { act, createElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UiProvider, type UiProviderProps } from '../../provider/UiProvider'
import { RelativeTime } from './RelativeTime'

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const HOUR = 3_600_000
let root: Root | undefined
let host: HTMLElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  vi.restoreAllMocks()
})

/**
 * Renders as a server would, then hydrates that HTML here: what the server sent, what React
 * had to recover from (a mismatch), and what shows once hydrated.
 */
async function serveAndHydrate(props: UiProviderProps, iso: string) {
  const tree = () => createElement(UiProvider, props, createElement(RelativeTime, { iso }))
  const served = renderToString(tree())
  host = document.createElement('div')
  host.innerHTML = served
  document.body.append(host)
  const servedText = host.querySelector('[aria-hidden]')?.textContent
  const recovered: unknown[] = []
  await act(async () => {
    root = hydrateRoot(host as HTMLElement, tree(), {
      onRecoverableError: (error) => recovered.push(error),
    })
  })
  return {
    served: servedText,
    recovered,
    shown: host.querySelector('[aria-hidden]')?.textContent,
    servedTitle: new DOMParser().parseFromString(served, 'text/html').querySelector('time')?.title,
    title: host.querySelector('time')?.title,
  }
}

describe('a relative time rendered on a server', () => {
  it('is the day in the provider’s time zone, the same wherever the reader is, then "3d"', async () => {
    // 23:30 UTC: already the next day east of Greenwich, the same day in UTC.
    const time = new Date(Date.now() - 3 * 24 * HOUR)
    time.setUTCHours(23, 30)
    const iso = time.toISOString()
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Pacific/Kiritimati',
    }).format(time)
    const { served, recovered, shown } = await serveAndHydrate(
      { timeZone: 'Pacific/Kiritimati' },
      iso,
    )
    expect(served).toBe(day)
    expect(recovered).toEqual([])
    expect(shown).toMatch(/^[23]d$/)
  })

  it('is relative from the start when the server gives the time it rendered at', async () => {
    const now = Date.now()
    const { served, recovered, shown } = await serveAndHydrate(
      { now },
      new Date(now - 5 * HOUR).toISOString(),
    )
    expect(served).toBe('5h')
    expect(recovered).toEqual([])
    expect(shown).toBe('5h')
  })

  it('follows a clock the app gives (stories, tests) on the server as in the browser', async () => {
    const clock = () => Date.parse('2026-03-10T12:00:00Z')
    const { served, shown } = await serveAndHydrate({ now: clock }, '2026-03-10T11:00:00Z')
    expect([served, shown]).toEqual(['1h', '1h'])
  })
})

describe('a date in the reader’s region', () => {
  const iso = '2026-03-04T15:30:00Z'
  const full = (tag: string) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(Date.parse(iso))

  it('is served in the language’s own format, then written as the reader’s browser asks: British English', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en'])
    const { servedTitle, title, recovered } = await serveAndHydrate(
      { timeZone: 'UTC', now: Date.parse('2026-03-10T12:00:00Z') },
      iso,
    )
    expect(servedTitle).toBe(full('en-US'))
    expect(recovered).toEqual([])
    // The reader's own time zone from now on: compared in it.
    expect(title).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.parse(iso),
      ),
    )
    expect(title).not.toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        Date.parse(iso),
      ),
    )
  })
})
