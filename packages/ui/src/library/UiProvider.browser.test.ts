import { act, createElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Avatar } from '../components/Avatar/Avatar'
import { Button } from '../components/Button/Button'
import { Dialog } from '../components/Dialog/Dialog'
import { PostCard } from '../components/PostCard/PostCard'
import { UiProvider, type UiProviderProps } from '../provider/UiProvider'
import type { LinkProps } from '../provider/ui-context'

/** What a wait allows: a catalogue is a chunk of its own, slow to come on a busy machine. */
const WAIT = { timeout: 5000 }

// React's act() needs this flag outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let host: HTMLElement | undefined
const html = document.documentElement
const pageAsItWas = { className: html.className, lang: html.lang, dir: html.dir }

async function show(props: UiProviderProps, children: ReactNode) {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => root?.render(createElement(UiProvider, props, children)))
  return host.querySelector<HTMLElement>('.photobooth') as HTMLElement
}

/**
 * The addresses of the photos `element` shows, noted as they come: a photo that cannot load
 * (these hosts do not exist) is soon replaced by its failure, its address gone with it.
 */
function photoAddresses(element: HTMLElement): Set<string> {
  const seen = new Set<string>()
  const note = () => {
    for (const image of element.querySelectorAll('img')) seen.add(image.getAttribute('src') ?? '')
  }
  note()
  new MutationObserver(note).observe(element, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['src'],
  })
  return seen
}

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  Object.assign(html, pageAsItWas)
})

const post = {
  _id: 'P1',
  caption: 'From another app',
  image: 'uploads/p1.jpg',
  createdAt: '2026-01-01T00:00:00.000Z',
  likes: [],
  likesCount: 3,
  comments: [],
  commentsCount: 0,
  user: { _id: 'U1', name: 'Ada', avatar: null },
}

describe('UiProvider on a host page', () => {
  it('themes its own element and leaves the page’s <html> alone (scope "element")', async () => {
    html.className = 'host-page'
    html.lang = 'fr'
    const ui = await show({ theme: 'dark', locale: 'ar' }, createElement(Button, null, 'Go'))
    expect(ui.dataset.theme).toBe('dark')
    // Once the Arabic catalogue (a chunk of its own) is here.
    await vi.waitFor(() => expect([ui.lang, ui.dir]).toEqual(['ar', 'rtl']), WAIT)
    expect([html.className, html.lang, html.dir]).toEqual(['host-page', 'fr', ''])
    // The dark theme's values, on the UI's element only.
    expect(getComputedStyle(ui).getPropertyValue('--photobooth-color-background')).toBe('#18191b')
    expect(getComputedStyle(html).getPropertyValue('--photobooth-color-background')).toBe('#fafafa')
  })

  it('makes the page the UI’s when asked (scope "document"), and gives it back', async () => {
    await show({ scope: 'document', theme: 'dark', locale: 'ar' }, null)
    await vi.waitFor(() => expect([html.lang, html.dir]).toEqual(['ar', 'rtl']), WAIT)
    expect(html.classList.contains('photobooth')).toBe(true)
    expect(getComputedStyle(document.body).marginTop).toBe('0px')
    act(() => root?.unmount())
    expect(html.classList.contains('photobooth')).toBe(false)
  })

  it('takes tokens that differ from the theme: a partial theme, no build step', async () => {
    const ui = await show(
      { tokens: { color: { primary: 'rgb(0, 128, 96)' } } },
      createElement(Button, null, 'Themed'),
    )
    expect(ui.style.getPropertyValue('--photobooth-color-primary')).toBe('rgb(0, 128, 96)')
    const button = ui.querySelector('button') as HTMLButtonElement
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 128, 96)')
  })

  it('is re-themed by the app’s plain CSS, whatever the specificity', async () => {
    const style = document.createElement('style')
    style.textContent = '.photobooth { --photobooth-color-primary: rgb(10, 20, 30) }'
    document.head.append(style)
    try {
      const ui = await show({ theme: 'light' }, createElement(Button, null, 'Themed'))
      const button = ui.querySelector('button') as HTMLButtonElement
      expect(getComputedStyle(button).backgroundColor).toBe('rgb(10, 20, 30)')
    } finally {
      style.remove()
    }
  })

  it('draws a component outside any provider in the default theme', async () => {
    host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
    await act(async () => root?.render(createElement(Button, null, 'Alone')))
    const button = host.querySelector('button') as HTMLButtonElement
    // The light theme's primary (#b5245a), from the page-wide defaults.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(181, 36, 90)')
  })

  it('portals dialogs into its own element, so that they wear its theme and language', async () => {
    const ui = await show(
      { theme: 'dark', locale: 'es' },
      createElement(Dialog, { open: true, onOpenChange() {}, title: 'A dialog' }),
    )
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(ui.contains(dialog)).toBe(true)
  })

  it('never asks the app for the URL of no image', async () => {
    const imageUrl = vi.fn((path: string) => `https://cdn.example/${path}`)
    const ui = await show(
      { imageUrl },
      createElement('div', null, [
        createElement(Avatar, { key: 'a', user: { name: 'Ada', avatar: null } }),
        createElement(PostCard, { key: 'p', post }),
      ]),
    )
    expect(imageUrl.mock.calls.map(([path]) => path)).not.toContain(null)
    expect(imageUrl).toHaveBeenCalledWith('uploads/p1.jpg')
    expect(ui.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/uploads/p1.jpg')
  })

  it('takes the images’ host as a string, as a server layout can give it', async () => {
    const ui = await show(
      { imageBaseUrl: 'https://api.example/' },
      createElement(PostCard, { post }),
    )
    expect(ui.querySelector('img')?.getAttribute('src')).toBe('https://api.example/uploads/p1.jpg')
    // A card without `onLike` is one to read: no like button, the count still there.
    expect(ui.querySelector('button[aria-pressed]')).toBeNull()
    expect(ui.textContent).toContain('3 likes')
  })

  it('nested, inherits what it does not set: the photos’ host, the links, the theme', async () => {
    const RouterLink = ({ ref, ...props }: LinkProps) =>
      createElement('a', { ...props, ref, 'data-router': '' })
    const outer = await show(
      { imageBaseUrl: 'https://api.example/', linkComponent: RouterLink, theme: 'dark' },
      createElement(UiProvider, { locale: 'es' }, createElement(PostCard, { post })),
    )
    const inner = outer.querySelector<HTMLElement>('.photobooth') as HTMLElement
    const photos = photoAddresses(inner)
    await vi.waitFor(() => {
      expect(inner.textContent).toContain('3 me gusta')
      expect([...photos]).toEqual(['https://api.example/uploads/p1.jpg'])
    }, WAIT)
    const links = [...inner.querySelectorAll('a')]
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((link) => link.hasAttribute('data-router'))).toBe(true)
    expect(inner.dataset.theme).toBe('dark')
  })

  it('nested, keeps the language above it unless it sets its own, and its own settings win', async () => {
    const outer = await show(
      { locale: 'es', imageBaseUrl: 'https://api.example/' },
      createElement(
        UiProvider,
        { theme: 'light', imageBaseUrl: 'https://cdn.example/' },
        createElement(PostCard, { post }),
      ),
    )
    const inner = outer.querySelector<HTMLElement>('.photobooth') as HTMLElement
    const photos = photoAddresses(inner)
    await vi.waitFor(() => {
      expect(inner.lang).toBe('es')
      expect(inner.textContent).toContain('3 me gusta')
      expect([...photos]).toEqual(['https://cdn.example/uploads/p1.jpg'])
    }, WAIT)
    expect(inner.dataset.theme).toBe('light')
  })

  it('links to the app’s own routes where it gives them, nested ones added to the outer’s', async () => {
    const outer = await show(
      { paths: { post: (id) => `/feed/p/${id}`, profile: (id) => `/people/${id ?? 'me'}` } },
      createElement(
        UiProvider,
        { paths: { profile: (id) => `/u/${id ?? 'me'}` } },
        createElement(PostCard, { post }),
      ),
    )
    const addresses = [...outer.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    // The outer provider's post link, the inner one's profile link.
    expect(addresses).toContain('/feed/p/P1')
    expect(addresses).toContain('/u/U1')
    expect(
      addresses.filter((href) => href?.startsWith('/post/') || href?.startsWith('/profile')),
    ).toEqual([])
  })
})
