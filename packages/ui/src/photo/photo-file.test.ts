import { describe, expect, it } from 'vitest'
import {
  checkPhotoFile,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  photoFileProblem,
  sniffPhotoFormat,
} from './photo-file'

/** What the user is told: a message of the catalogue (English is in `../i18n/messages/en`). */
const NOT_AN_IMAGE = { id: 'compose.photo.notAnImage' }
const TOO_LARGE = { id: 'compose.photo.tooLarge', values: { max: 50 } }

/** An ISO-BMFF file start: an ftyp box with a major brand and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const text = `${major}\0\0\0\0${compatible.join('')}`
  const bytes = new Uint8Array(8 + text.length)
  new DataView(bytes.buffer).setUint32(0, bytes.length)
  bytes.set(new TextEncoder().encode(`ftyp${text}`), 4)
  return bytes
}

const bytes = (...values: number[]) => new Uint8Array(values)
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)
const gif = new TextEncoder().encode('GIF89a....')
const webp = new TextEncoder().encode('RIFF\x10\0\0\0WEBPVP8 ')

const file = (content: Uint8Array | string, name: string, type = '') =>
  new File([content as BlobPart], name, { type })

describe('sniffPhotoFormat', () => {
  it('recognises JPEG, PNG, GIF and WebP by their signatures', () => {
    expect(sniffPhotoFormat(jpeg)).toBe('jpeg')
    expect(sniffPhotoFormat(png)).toBe('png')
    expect(sniffPhotoFormat(gif)).toBe('gif')
    expect(sniffPhotoFormat(webp)).toBe('webp')
  })

  it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])(
    'recognises HEIF by the %s brand',
    (brand) => {
      expect(sniffPhotoFormat(ftyp(brand, 'mif1', 'miaf'))).toBe('heif')
    },
  )

  it('recognises an iPhone HEIC whose major brand is mif1', () => {
    expect(sniffPhotoFormat(ftyp('mif1', 'mif1', 'heic', 'miaf', 'MiHB'))).toBe('heif')
  })

  it('tells AVIF apart from HEIF', () => {
    expect(sniffPhotoFormat(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBe('avif')
    expect(sniffPhotoFormat(ftyp('mif1', 'avif', 'mif1', 'miaf'))).toBe('avif')
    expect(sniffPhotoFormat(ftyp('avis', 'msf1'))).toBe('avif')
  })

  it('knows nothing of other bytes', () => {
    expect(sniffPhotoFormat(new TextEncoder().encode('hello world'))).toBeNull()
    expect(sniffPhotoFormat(ftyp('isom', 'mp41'))).toBeNull()
    expect(sniffPhotoFormat(new Uint8Array())).toBeNull()
  })
})

describe('photoFileProblem', () => {
  it('accepts the formats phones and browsers produce', async () => {
    expect(await photoFileProblem(file(jpeg, 'a.jpg', 'image/jpeg'))).toBeNull()
    expect(await photoFileProblem(file(png, 'a.png', 'image/png'))).toBeNull()
    expect(await photoFileProblem(file(gif, 'a.gif', 'image/gif'))).toBeNull()
    expect(await photoFileProblem(file(webp, 'a.webp', 'image/webp'))).toBeNull()
    expect(await photoFileProblem(file(ftyp('heic', 'mif1'), 'a.heic', 'image/heic'))).toBeNull()
  })

  it('accepts a HEIC with no type or as application/octet-stream, by its bytes or its name', async () => {
    const heic = ftyp('heic', 'mif1', 'heic')
    expect(await checkPhotoFile(file(heic, 'IMG_0001.HEIC'))).toEqual({ ok: true, format: 'heif' })
    expect(await checkPhotoFile(file(heic, 'blob', 'application/octet-stream'))).toEqual({
      ok: true,
      format: 'heif',
    })
    // Unknown bytes: the extension decides (decoding then tells whether it is readable).
    expect(await checkPhotoFile(file('????????', 'IMG_0002.heif'))).toEqual({
      ok: true,
      format: 'heif',
    })
  })

  it('lets the bytes win over a misleading name', async () => {
    expect(await checkPhotoFile(file(ftyp('heic'), 'photo.jpg', 'image/jpeg'))).toEqual({
      ok: true,
      format: 'heif',
    })
  })

  it('refuses what is not a photo it can decode', async () => {
    expect(await photoFileProblem(file('hello', 'notes.txt', 'text/plain'))).toEqual(NOT_AN_IMAGE)
    expect(await photoFileProblem(file(ftyp('avif', 'mif1'), 'a.avif', 'image/avif'))).toEqual(
      NOT_AN_IMAGE,
    )
    expect(await photoFileProblem(file(ftyp('isom'), 'clip.mp4', 'video/mp4'))).toEqual(
      NOT_AN_IMAGE,
    )
    expect(await photoFileProblem(file('BM....', 'old.bmp', 'image/bmp'))).toEqual(NOT_AN_IMAGE)
  })

  it('passes a damaged file named as a photo on to decoding', async () => {
    expect(await photoFileProblem(file('random bytes', 'broken.jpg'))).toBeNull()
  })

  it('refuses photos over 50 MB', async () => {
    const justFits = new File([jpeg, new Uint8Array(PHOTO_MAX_BYTES - jpeg.length)], 'a.jpg')
    expect(await photoFileProblem(justFits)).toBeNull()
    const tooLarge = new File([jpeg, new Uint8Array(PHOTO_MAX_BYTES)], 'a.jpg')
    expect(await photoFileProblem(tooLarge)).toEqual(TOO_LARGE)
  })

  it('offers images and HEIC/HEIF files in the file picker', () => {
    expect(PHOTO_ACCEPT.split(',')).toEqual(['image/*', '.heic', '.heif'])
  })
})
