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
      const bytes = /^[\w-]+\.jpg$/.test(file) ? await ctx.images.load(file) : undefined
      if (bytes) {
        return new Response(bytes.slice().buffer, {
          headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
        })
      }
      return htmlNotFound('GET', new URL(request.url).pathname)
    }),
  ]
}
