import { fixturePost } from '@photobooth/mocks'
import { act, createElement, Profiler } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { UiProvider } from '../../provider/UiProvider'
import { type PostFeedMemory, type PostSizes, WindowedPostFeed } from './WindowedPostFeed'

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const entries = Array.from({ length: 30 }, (_, n) => fixturePost(n))
let root: Root | undefined
let host: HTMLElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  window.scrollTo(0, 0)
})

/** The feed in the page (which scrolls with the window), and the posts each commit showed. */
function feed(onCommit: (phase: string) => void, memory?: PostFeedMemory) {
  return createElement(
    UiProvider,
    { now: Date.parse('2026-06-01T12:00:00Z') },
    createElement(
      Profiler,
      { id: 'feed', onRender: (_id: string, phase: string) => onCommit(phase) },
      createElement(WindowedPostFeed, { entries, memory }),
    ),
  )
}

/** Renders the feed into a new host in the page. */
async function mount(memory?: PostFeedMemory) {
  host = document.createElement('div')
  document.body.append(host)
  await act(async () => {
    root = createRoot(host as HTMLElement)
    root.render(feed(() => undefined, memory))
  })
}

/** Scrolls the window, letting the list draw and measure the posts that come into view. */
async function scrollTo(y: number) {
  await act(async () => {
    window.scrollTo(0, y)
    for (let frame = 0; frame < 3; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
}

/** The list's height, and which post is at the top of the viewport (and where). */
function view() {
  const list = host?.querySelector<HTMLElement>('[role="feed"]')
  const atTop = [...(host?.querySelectorAll('article') ?? [])]
    .map((article) => ({ post: article.getAttribute('aria-posinset'), article }))
    .find(({ article }) => article.getBoundingClientRect().bottom > 0)
  return {
    height: list?.offsetHeight,
    post: atTop?.post,
    top: atTop && Math.round(atTop.article.getBoundingClientRect().top),
  }
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

  it('keeps the sizes it measured when the page is left: a list in a new page lays the posts out as they were, and a scroll position shows the same post', async () => {
    let kept: PostSizes = {}
    const memory: PostFeedMemory = {
      read: () => kept,
      write: (sizes) => {
        kept = sizes
      },
    }
    await mount(memory)
    // To the end, every post measured on the way.
    for (let y = 0; y < (host?.offsetHeight ?? 0); y += window.innerHeight) {
      await scrollTo(y)
    }
    const position = Math.round(window.innerHeight * 8.5)
    await scrollTo(position)
    const measured = view()

    // A page left (a reload, another site) never unmounts the list: the sizes go then.
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    expect(Object.keys(kept)).toHaveLength(entries.length)
    act(() => root?.unmount())
    host?.remove()

    // A new page without them draws the posts it has not measured at an estimate: the same
    // position shows another post, or the same one elsewhere.
    const sizes = kept
    kept = {}
    await mount(memory)
    await scrollTo(position)
    expect(view()).not.toEqual(measured)
    act(() => root?.unmount())
    host?.remove()

    // With them, the page is as it was.
    kept = sizes
    await mount(memory)
    await scrollTo(position)
    expect(view()).toEqual(measured)
  })
})
