import { describe, expect, it } from 'vitest'
import { loadStatus } from './load-status'

const notFound = { isNotFound: true }
const serverError = { isNotFound: false }

describe('loadStatus', () => {
  it('is loading until data or an error comes', () => {
    expect(loadStatus(undefined, undefined)).toBe('loading')
  })

  it('is ready with data and no error', () => {
    expect(loadStatus({ posts: [] }, undefined)).toBe('ready')
    // Falsy data is data all the same.
    expect(loadStatus(null, undefined)).toBe('ready')
    expect(loadStatus([], null)).toBe('ready')
  })

  it('keeps data loaded earlier when a refresh fails: stale, whatever the error', () => {
    expect(loadStatus({ posts: [] }, serverError)).toBe('stale')
    expect(loadStatus({ posts: [] }, notFound)).toBe('stale')
    expect(loadStatus({ posts: [] }, new TypeError('Failed to fetch'))).toBe('stale')
  })

  it('tells nothing by that id (404) from a failure', () => {
    expect(loadStatus(undefined, notFound)).toBe('notFound')
    expect(loadStatus(undefined, serverError)).toBe('failed')
    expect(loadStatus(undefined, new TypeError('Failed to fetch'))).toBe('failed')
    expect(loadStatus(undefined, 'boom')).toBe('failed')
  })
})
