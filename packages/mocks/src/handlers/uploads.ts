import { http } from 'msw'
import type { MockContext } from '../context'
import { htmlNotFound } from '../lib/responses'

/** `/uploads/<file>` (outside `/api`): uploaded images, then the seeded photos. */
export function uploadHandlers(ctx: MockContext) {
  return [
    http.get('*/uploads/:file', async ({ request, params }) => {
      await ctx.sync()
      const file = String(params.file)
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
      if (bytes) {
        return new Response(bytes.slice().buffer, {
          headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
        })
      }
      return htmlNotFound('GET', new URL(request.url).pathname)
    }),
  ]
}
