import { describe, expect, it } from 'vitest'
import { readWebsite } from './website'

describe('readWebsite', () => {
  it('shows nothing for nothing', () => {
    expect(readWebsite(undefined)).toBeNull()
    expect(readWebsite('   ')).toBeNull()
  })

  it('links http(s) addresses, shown without the scheme', () => {
    expect(readWebsite('https://jamie.example.com/')).toEqual({
      kind: 'link',
      href: 'https://jamie.example.com/',
      text: 'jamie.example.com',
    })
    expect(readWebsite(' HTTP://example.com/a?b=1 ')).toEqual({
      kind: 'link',
      href: 'http://example.com/a?b=1',
      text: 'example.com/a?b=1',
    })
  })

  it('reads an address saved without its scheme as https', () => {
    expect(readWebsite('example.com')).toEqual({
      kind: 'link',
      href: 'https://example.com/',
      text: 'example.com',
    })
    expect(readWebsite('www.example.com/portfolio/')).toEqual({
      kind: 'link',
      href: 'https://www.example.com/portfolio/',
      text: 'www.example.com/portfolio',
    })
    expect(readWebsite('example.com:8080/shop')).toEqual({
      kind: 'link',
      href: 'https://example.com:8080/shop',
      text: 'example.com:8080/shop',
    })
    expect(readWebsite('//example.com')).toEqual({
      kind: 'link',
      href: 'https://example.com/',
      text: 'example.com',
    })
  })

  it('never links any other scheme, nor words that are no address', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:jamie@example.com',
      'ftp://example.com',
      'vbscript:msgbox',
      'my site',
      'hello',
      'example .com',
      'https://',
    ]) {
      expect(readWebsite(value), value).toEqual({ kind: 'text', text: value.trim() })
    }
  })
})
