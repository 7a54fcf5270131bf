import { describe, expect, it } from 'vitest'
import { resolveConfig } from './app-config'

describe('resolveConfig', () => {
  it('runs the demo when no API URL is configured', () => {
    expect(resolveConfig({ env: {} })).toEqual({ mode: 'demo', apiUrl: '' })
  })

  it('uses VITE_API_URL, without a trailing slash', () => {
    expect(resolveConfig({ env: { VITE_API_URL: 'https://api.example.com/' } })).toEqual({
      mode: 'server',
      apiUrl: 'https://api.example.com',
    })
  })

  it('prefers /config.json at run time over the build value', () => {
    const config = resolveConfig({
      env: { VITE_API_URL: 'https://build.example.com' },
      runtime: { apiUrl: 'http://localhost:5000' },
    })
    expect(config).toEqual({ mode: 'server', apiUrl: 'http://localhost:5000' })
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
})
