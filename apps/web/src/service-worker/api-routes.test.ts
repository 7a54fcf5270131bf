import { describe, expect, it } from 'vitest'
import { apiReadKind, asksTheServer } from './api-routes'

const API = 'https://api.example.com'
const kind = (path: string, apiUrl = API) => apiReadKind(new URL(path, `${API}/`), apiUrl)

describe('apiReadKind', () => {
  it('takes the public reads: feed pages, a post, a profile with its posts, a user', () => {
    expect(kind('/api/posts')).toBe('public')
    expect(kind('/api/posts?page=2&limit=10')).toBe('public')
    expect(kind('/api/posts/abc123')).toBe('public')
    expect(kind('/api/posts/user/abc123')).toBe('public')
    expect(kind('/api/users/abc123')).toBe('public')
  })

  it('keeps the signed-in user’s own apart, whatever the query', () => {
    expect(kind('/api/users/me')).toBe('personal')
    expect(kind('/api/users/me?t=1795747075680')).toBe('personal')
    expect(kind('/api/notifications')).toBe('personal')
  })

  it('takes photos', () => {
    expect(kind('/uploads/9f0c.jpg')).toBe('photo')
  })

  it('leaves everything else to the network', () => {
    expect(kind('/api/notifications/abc/read')).toBeUndefined()
    expect(kind('/api/posts/abc/comments/x')).toBeUndefined()
    expect(kind('/api/auth/login')).toBeUndefined()
    expect(kind('/api/users/me/avatar')).toBeUndefined()
    expect(kind('/health')).toBeUndefined()
  })

  it('only on the API’s origin, and nothing in the demo (no API of its own)', () => {
    expect(apiReadKind(new URL('https://elsewhere.example/api/posts'), API)).toBeUndefined()
    expect(
      apiReadKind(new URL('https://api.example.com.evil.example/api/posts'), API),
    ).toBeUndefined()
    expect(kind('/api/posts', '')).toBeUndefined()
  })

  it('compares origins, not text: an upper-case host or a default port is the same API', () => {
    for (const apiUrl of [
      'https://API.Example.com',
      'https://api.example.com:443',
      'HTTPS://api.example.com',
    ]) {
      expect(kind('/api/posts', apiUrl), apiUrl).toBe('public')
      expect(kind('/api/users/me', apiUrl), apiUrl).toBe('personal')
      expect(kind('/uploads/9f0c.jpg', apiUrl), apiUrl).toBe('photo')
    }
    expect(
      apiReadKind(new URL('http://api.example.com/api/posts'), 'http://api.example.com:80'),
    ).toBe('public')
    expect(apiReadKind(new URL('https://api.example.com:8443/api/posts'), API)).toBeUndefined()
    expect(apiReadKind(new URL('http://api.example.com/api/posts'), API)).toBeUndefined()
  })

  it('takes an API under a path, and only under it', () => {
    const apiUrl = 'https://example.com/photobooth'
    expect(apiReadKind(new URL('https://example.com/photobooth/api/posts'), apiUrl)).toBe('public')
    expect(apiReadKind(new URL('https://example.com/api/posts'), apiUrl)).toBeUndefined()
    expect(
      apiReadKind(new URL('https://example.com/photobooth2/api/posts'), apiUrl),
    ).toBeUndefined()
  })
})

describe('asksTheServer', () => {
  it('a read made with `no-store` (or `reload`, `no-cache`) wants the server’s answer only', () => {
    for (const cache of ['no-store', 'reload', 'no-cache'] as const) {
      expect(asksTheServer(cache), cache).toBe(true)
    }
  })

  it('any other read may be answered from a saved copy', () => {
    for (const cache of ['default', 'force-cache', 'only-if-cached'] as const) {
      expect(asksTheServer(cache), cache).toBe(false)
    }
  })
})
