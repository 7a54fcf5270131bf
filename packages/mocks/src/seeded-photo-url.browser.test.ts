import { describe, expect, test } from 'vitest'
import { seededPhotoUrl } from './browser'

describe('seededPhotoUrl', () => {
  test('a seeded photo is a file of the build, which the browser loads as it is', async () => {
    const url = seededPhotoUrl('uploads/photo-02.jpg')
    expect(url).toMatch(/photo-02[^/]*\.jpg$/)
    const response = await fetch(url as string)
    expect(response.ok).toBe(true)
    expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/)
    expect(seededPhotoUrl('/uploads/photo-02.jpg')).toBe(url)
  })

  test('any other path is not one', () => {
    expect(seededPhotoUrl('uploads/Xy12Ab34Cd56Ef78.jpg')).toBeUndefined()
    expect(seededPhotoUrl('uploads/photo-99.jpg')).toBeUndefined()
    expect(seededPhotoUrl('uploads/photo-02.jpg?x')).toBeUndefined()
    expect(seededPhotoUrl('https://elsewhere.example/uploads/photo-02.jpg')).toBeUndefined()
  })
})
