import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../storage'
import {
  markThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  subscribeThemeChoice,
  THEME_STORAGE_KEY,
} from './theme-choice'

/** The head of index.html, as far as the mark is concerned. */
function headMetas() {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="color-scheme" content="light dark">
     <meta name="theme-color" content="#fafafa" media="(prefers-color-scheme: light)" data-scheme="light">
     <meta name="theme-color" content="#18191b" media="(prefers-color-scheme: dark)" data-scheme="dark">`,
  )
  const [scheme, light, dark] = [
    document.querySelector('meta[name="color-scheme"]'),
    ...document.querySelectorAll('meta[name="theme-color"]'),
  ]
  return { scheme, light, dark }
}

describe('the theme choice', () => {
  afterEach(() => {
    for (const meta of document.querySelectorAll('meta')) meta.remove()
    document.documentElement.removeAttribute('data-theme')
  })

  it('marks the page with a chosen theme, and points the browser at it', () => {
    const { scheme, light, dark } = headMetas()
    markThemeChoice('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(scheme?.getAttribute('content')).toBe('dark')
    expect(light?.getAttribute('media')).toBe('not all')
    expect(dark?.getAttribute('media')).toBe('all')
    // System (or anything unknown): no mark, each theme-color for its own scheme again.
    markThemeChoice('purple')
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false)
    expect(scheme?.getAttribute('content')).toBe('light dark')
    expect(light?.getAttribute('media')).toBe('(prefers-color-scheme: light)')
    expect(dark?.getAttribute('media')).toBe('(prefers-color-scheme: dark)')
  })

  it('runs from its source text alone, as the page head runs it', () => {
    headMetas()
    // The head's inline script is this very text, without the module around it.
    const run = new Function('choice', `(${markThemeChoice.toString()})(choice)`)
    run('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('keeps a choice, System being none, and reads anything else as System', () => {
    const storage = new MemoryStorage()
    expect(readThemeChoice(storage)).toBe('system')
    saveThemeChoice(storage, 'dark')
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(readThemeChoice(storage)).toBe('dark')
    saveThemeChoice(storage, 'system')
    expect(storage.getItem(THEME_STORAGE_KEY)).toBeNull()
    storage.setItem(THEME_STORAGE_KEY, '{"garbage":1}')
    expect(readThemeChoice(storage)).toBe('system')
    const refusing = new MemoryStorage()
    refusing.getItem = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    expect(readThemeChoice(refusing)).toBe('system')
  })

  it('tells its listeners of a choice here and of one made in another tab', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeThemeChoice(listener)
    saveThemeChoice(new MemoryStorage(), 'light')
    expect(listener).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }))
    expect(listener).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth-storage' }))
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    saveThemeChoice(new MemoryStorage(), 'dark')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
