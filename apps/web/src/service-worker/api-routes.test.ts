import { describe, expect, it } from 'vitest'
import { apiReadKind } from './api-routes'

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
})
