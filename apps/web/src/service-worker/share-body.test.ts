import { describe, expect, it } from 'vitest'
import { readShareForm } from './share-body'

const MB = 1024 * 1024

/** A share's multipart body, as the share sheet posts it. */
async function shareBody(photoBytes: number) {
  const form = new FormData()
  form.append('photo', new File([new Uint8Array(photoBytes)], 'IMG_1.JPG', { type: 'image/jpeg' }))
  form.append('text', 'Sunset')
  const encoded = new Response(form)
  return {
    type: encoded.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await encoded.arrayBuffer()),
  }
}

/** A body arriving in chunks of 64 KB, counting how many were pulled. */
function chunked(bytes: Uint8Array) {
  const pulled = { count: 0 }
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      pulled.count += 1
      controller.enqueue(bytes.slice(offset, offset + 64 * 1024))
      offset += 64 * 1024
    },
  })
  return { stream, pulled }
}

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('https://photobooth.example/share-target', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('readShareForm', () => {
  it('reads a share within the bound: its photo and text', async () => {
    const { type, bytes } = await shareBody(1 * MB)
    const form = await readShareForm(post(chunked(bytes).stream, { 'content-type': type }), 2 * MB)
    if (form === 'too-large') throw new Error('refused')
    const photo = form.get('photo') as File
    expect([photo.name, photo.size, form.get('text')]).toEqual(['IMG_1.JPG', 1 * MB, 'Sunset'])
  })

  it('refuses a body declared larger than the bound before reading any of it', async () => {
    const { type, bytes } = await shareBody(3 * MB)
    const { stream, pulled } = chunked(bytes)
    const request = post(stream, { 'content-type': type, 'content-length': String(bytes.length) })
    expect(await readShareForm(request, 2 * MB)).toBe('too-large')
    // A stream pulls its first chunk as it is made; nothing past it was asked for.
    expect(pulled.count).toBeLessThanOrEqual(1)
  })

  it('counts a body of no declared length and stops just past the bound', async () => {
    const { type, bytes } = await shareBody(3 * MB)
    const { stream, pulled } = chunked(bytes)
    expect(await readShareForm(post(stream, { 'content-type': type }), 2 * MB)).toBe('too-large')
    // 2 MB is 32 chunks of 64 KB: the 33rd passes the bound, and reading stops there (a stream
    // may have pulled one more ahead).
    expect(pulled.count).toBeLessThanOrEqual(34)
  })
})
