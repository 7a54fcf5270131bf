import { type ComponentType, createElement, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { preloadable } from './preloadable'

/** Renders `Component` under a Suspense boundary, synchronously: what its first commit shows. */
function firstCommit(Component: ComponentType) {
  const host = document.createElement('div')
  const root = createRoot(host)
  flushSync(() =>
    root.render(createElement(Suspense, { fallback: 'Loading' }, createElement(Component))),
  )
  const shown = host.textContent
  root.unmount()
  return shown
}

const Hello: ComponentType = () => createElement('p', null, 'Hello')

describe('preloadable', () => {
  it('draws a component whose code is in at once, where React.lazy suspends first', async () => {
    let loads = 0
    const Greeting = preloadable(async () => {
      loads += 1
      return Hello
    })
    await Greeting.preload()
    expect(firstCommit(Greeting)).toBe('Hello')
    // Asked for once, however often it is preloaded or rendered.
    await Greeting.preload()
    expect(firstCommit(Greeting)).toBe('Hello')
    expect(loads).toBe(1)
  })

  it('suspends like React.lazy while its code is on its way', async () => {
    const Greeting = preloadable(async () => Hello)
    expect(firstCommit(Greeting)).toBe('Loading')
  })

  it('asks again after a failed download', async () => {
    let attempts = 0
    const Greeting = preloadable(async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return Hello
    })
    await expect(Greeting.preload()).rejects.toThrow(TypeError)
    await expect(Greeting.preload()).resolves.toBe(Hello)
  })
})
