import { describe, expect, it } from 'vitest'
import { insertExif } from '../../../../test-fixtures/photos/exif-writer'
import {
  BLUE,
  bytesOf,
  GREEN,
  metadataContainers,
  quadrantColours,
  quadrants,
  RED,
} from '../../../../test-fixtures/photos/images'
import { stripJpeg, stripMetadata, stripWebp } from './strip-metadata'

const TRANSPARENT = [0, 0, 0, 0] as const

describe('stripMetadata', () => {
  it('drops the ICC profile Chromium writes into WebP, keeping pixels and alpha', async () => {
    const canvas = quadrants(64, 48, [RED, TRANSPARENT, BLUE, GREEN])
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 })
    const before = metadataContainers(await bytesOf(webp))
    const stripped = await stripMetadata(webp)
    expect(metadataContainers(await bytesOf(stripped))).toEqual([])
    expect(stripped.size).toBeLessThanOrEqual(webp.size)
    expect(stripped.type).toBe('image/webp')
    expect(await quadrantColours(stripped)).toEqual(['red', 'transparent', 'blue', 'green'])
    // What this guards against, as long as Chromium does it (not an error if it stops).
    if (before.length > 0) expect(before).toContain('ICCP chunk')
  })

  it('drops APP1–APP15 segments and comments from a JPEG', async () => {
    const canvas = quadrants(64, 48, [RED, GREEN, BLUE, GREEN])
    const jpeg = await bytesOf(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }))
    const withExif = insertExif(jpeg, { orientation: 1, make: 'Maker', bodySerialNumber: 'SN1' })
    expect(metadataContainers(withExif)).toContain('APP1 Exif')
    const stripped = stripJpeg(withExif)
    if (!stripped) throw new Error('not stripped')
    expect(metadataContainers(stripped)).toEqual([])
    expect(await quadrantColours(new Blob([stripped as BlobPart], { type: 'image/jpeg' }))).toEqual(
      ['red', 'green', 'blue', 'green'],
    )
  })

  it('leaves anything it does not recognise alone', async () => {
    expect(stripWebp(new TextEncoder().encode('not a webp at all'))).toBeNull()
    expect(stripJpeg(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull()
    const png = await quadrants(8, 8, [RED, RED, RED, RED]).convertToBlob()
    expect(await stripMetadata(png)).toBe(png)
  })
})
