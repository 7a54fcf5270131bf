import { http } from 'msw'
import type { MockContext } from '../context'
import { htmlNotFound } from '../lib/responses'

/** `/uploads/<file>` (outside `/api`): uploaded images, then the seeded photos. */
export function uploadHandlers(ctx: MockContext) {
  /** The file at `/uploads/{file}`: an upload's bytes, else a seeded photo's, else none. */
  async function fileAt(file: string): Promise<Response | undefined> {
    await ctx.sync()
    const upload = ctx.db.uploads.get(`uploads/${file}`)
    if (upload) {
      return new Response(upload.bytes.slice().buffer, {
        headers: { 'Content-Type': upload.contentType, 'Cache-Control': 'no-cache' },
      })
    }
    let bytes: Uint8Array | undefined
    try {
      bytes = /^[\w-]+\.jpg$/.test(file) ? await ctx.images.load(file) : undefined
    } catch {
      // The photo could not be read (in the browser: the page was left while it loaded, and
      // its request went with it). Nobody waits for this answer: an error, quietly.
      return new Response(null, { status: 503 })
    }
    if (!bytes) return undefined
    return new Response(bytes.slice().buffer, {
      headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
    })
  }

  return [
    http.get('*/uploads/:file', async ({ request, params }) => {
      return (
        (await fileAt(String(params.file))) ?? htmlNotFound('GET', new URL(request.url).pathname)
      )
    }),
    // As a static file server answers it: the headers, the length of the body, no body.
    http.head('*/uploads/:file', async ({ request, params }) => {
      const file = await fileAt(String(params.file))
      if (!file) return htmlNotFound('HEAD', new URL(request.url).pathname)
      const headers = new Headers(file.headers)
      headers.set('Content-Length', String((await file.arrayBuffer()).byteLength))
      return new Response(null, { status: file.status, headers })
    }),
  ]
}
