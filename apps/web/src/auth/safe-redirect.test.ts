import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/post/abc', '/post/abc'],
    ['/profile/XYZ?tab=1#top', '/profile/XYZ?tab=1#top'],
    [{ pathname: '/notifications', search: '', hash: '' }, '/notifications'],
    [{ pathname: '/post/1', search: '?x=1', hash: '#c' }, '/post/1?x=1#c'],
  ])('keeps the path on our origin: %j', (from, expected) => {
    expect(safeRedirectPath(from)).toBe(expected)
  })

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/\tjavascript:alert(1)',
    '/post/1\n',
    'post/relative',
    '',
    42,
    null,
    undefined,
    { pathname: 7 },
    { pathname: '//evil.example' },
  ])('sends anything else home: %j', (from) => {
    expect(safeRedirectPath(from)).toBe('/')
  })
})
