import { describe, expect, it } from 'vitest'
import { buildApiUrl, isLoopbackUrl, readsRuntimeConfig, resolveConfig } from './app-config'

describe('resolveConfig', () => {
  it('runs the demo when no API URL is configured', () => {
    expect(resolveConfig({ env: {} })).toEqual({
      mode: 'demo',
      apiUrl: '',
      developmentServer: true,
    })
  })

  it('uses VITE_API_URL, without a trailing slash', () => {
    expect(resolveConfig({ env: { VITE_API_URL: 'https://api.example.com/' } })).toEqual({
      mode: 'server',
      apiUrl: 'https://api.example.com',
      developmentServer: false,
    })
  })

  it('reads the build’s API as the head’s early request does: one rule for both', () => {
    expect(buildApiUrl({ VITE_API_URL: ' https://api.example.com// ' })).toBe(
      'https://api.example.com',
    )
    for (const unusable of ['', 'api.example.com', 'javascript:alert(1)', 'https://', undefined]) {
      expect(buildApiUrl({ VITE_API_URL: unusable })).toBeUndefined()
    }
  })

  it('uses /config.json in a build made without VITE_API_URL', () => {
    const config = resolveConfig({ env: {}, runtime: { apiUrl: 'https://api.example.com' } })
    expect(config).toEqual({
      mode: 'server',
      apiUrl: 'https://api.example.com',
      developmentServer: false,
    })
  })

  it('lets VITE_API_URL win over /config.json, which such a build does not even read', () => {
    const env = { VITE_API_URL: 'https://build.example.com' }
    expect(readsRuntimeConfig(env)).toBe(false)
    expect(readsRuntimeConfig({})).toBe(true)
    // An unusable build value is no value: the file decides.
    expect(readsRuntimeConfig({ VITE_API_URL: 'javascript:alert(1)' })).toBe(true)
    const config = resolveConfig({
      env,
      runtime: {
        apiUrl: 'http://localhost:5000',
        firebase: { apiKey: 'file', authDomain: 'file.example' },
        developmentServer: true,
      },
    })
    expect(config).toEqual({
      mode: 'server',
      apiUrl: 'https://build.example.com',
      developmentServer: false,
    })
  })

  it('ignores values that are not http(s) URLs', () => {
    expect(resolveConfig({ env: { VITE_API_URL: 'javascript:alert(1)' } }).mode).toBe('demo')
    expect(resolveConfig({ env: {}, runtime: { apiUrl: 'ftp://x' } }).mode).toBe('demo')
    expect(resolveConfig({ env: {}, runtime: 'garbage' }).mode).toBe('demo')
  })

  it('reads the Firebase config from the environment or the file', () => {
    const env = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_AUTH_DOMAIN: 'app.firebaseapp.com' }
    expect(resolveConfig({ env }).firebase).toEqual({
      apiKey: 'key',
      authDomain: 'app.firebaseapp.com',
    })
    expect(resolveConfig({ env: { VITE_FIREBASE_API_KEY: 'key' } }).firebase).toBeUndefined()
    const runtime = { firebase: { apiKey: 'k2', authDomain: 'd2', appId: 'app' } }
    expect(resolveConfig({ env, runtime }).firebase).toEqual({
      apiKey: 'k2',
      authDomain: 'd2',
      appId: 'app',
    })
  })

  it('knows a development server by its loopback address, unless told otherwise', () => {
    const at = (apiUrl: string, extra: Record<string, unknown> = {}) =>
      resolveConfig({ env: {}, runtime: { apiUrl, ...extra } }).developmentServer
    expect(at('http://127.0.0.1:5000')).toBe(true)
    expect(at('http://localhost:5000')).toBe(true)
    expect(at('http://[::1]:5000')).toBe(true)
    expect(at('https://api.example.com')).toBe(false)
    expect(at('http://127.0.0.1:5000', { developmentServer: false })).toBe(false)
    expect(at('https://staging.example.com', { developmentServer: true })).toBe(true)
    // The build's flag, for a build made for a server (it reads no config.json).
    const built = (VITE_API_URL: string, VITE_API_DEVELOPMENT_SERVER?: string) =>
      resolveConfig({ env: { VITE_API_URL, VITE_API_DEVELOPMENT_SERVER } }).developmentServer
    expect(built('http://localhost:5000')).toBe(true)
    expect(built('https://dev.example.com', 'true')).toBe(true)
    expect(built('http://localhost:5000', 'false')).toBe(false)
    expect(built('https://api.example.com', 'yes')).toBe(false)
  })
})

describe('isLoopbackUrl', () => {
  it('accepts localhost and loopback addresses only', () => {
    for (const url of [
      'http://localhost',
      'http://app.localhost:8080',
      'http://127.0.0.1:5000',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ])
      expect(isLoopbackUrl(url), url).toBe(true)
    for (const url of [
      'https://api.example.com',
      'http://localhost.example.com',
      'http://10.0.0.2',
      'http://128.0.0.1',
      'not a url',
    ])
      expect(isLoopbackUrl(url), url).toBe(false)
  })
})
