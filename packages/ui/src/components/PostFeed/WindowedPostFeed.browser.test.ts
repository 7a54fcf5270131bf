import { fixturePost } from '@photobooth/mocks'
import { act, createElement, Profiler } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { UiProvider } from '../../provider/UiProvider'
import { WindowedPostFeed } from './WindowedPostFeed'

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const entries = Array.from({ length: 30 }, (_, n) => fixturePost(n))
let root: Root | undefined
let host: HTMLElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
})

/** The feed in the page (which scrolls with the window), and the posts each commit showed. */
function feed(onCommit: (phase: string) => void) {
  return createElement(
    UiProvider,
    { now: Date.parse('2026-06-01T12:00:00Z') },
    createElement(
      Profiler,
      { id: 'feed', onRender: (_id: string, phase: string) => onCommit(phase) },
      createElement(WindowedPostFeed, { entries }),
    ),
  )
}

describe('the windowed feed', () => {
  it('draws the posts in view with its first render, not after measuring the page', async () => {
    host = document.createElement('div')
    document.body.append(host)
    const commits: { phase: string; posts: number }[] = []
    const count = () => host?.querySelectorAll('article').length ?? 0
    await act(async () => {
      root = createRoot(host as HTMLElement)
      root.render(feed((phase) => commits.push({ phase, posts: count() })))
    })
    expect(commits[0]).toEqual({ phase: 'mount', posts: expect.any(Number) })
    expect(commits[0]?.posts).toBeGreaterThan(0)
    // Not all 30: only what the window shows and a little beyond.
    expect(count()).toBeGreaterThan(0)
    expect(count()).toBeLessThan(entries.length)
  })

  it('rendered on a server, draws nothing the browser would disagree with, then the posts', async () => {
    const served = renderToString(feed(() => undefined))
    host = document.createElement('div')
    host.innerHTML = served
    document.body.append(host)
    expect(host.querySelectorAll('article')).toHaveLength(0)
    const recovered: unknown[] = []
    await act(async () => {
      root = hydrateRoot(
        host as HTMLElement,
        feed(() => undefined),
        {
          onRecoverableError: (error) => recovered.push(error),
        },
      )
    })
    expect(recovered).toEqual([])
    expect(host.querySelectorAll('article').length).toBeGreaterThan(0)
  })
})
