import { CACHES, SHARED_PHOTO_KEY, SHARED_QUERY, SHARED_TEXT_KEY } from '../protocol'

/**
 * A photo (and text) shared from another app: kept for the editor, which is opened on it.
 * The editor takes it from the cache and prepares it as any photo picked in it.
 */
export async function receiveShare(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.shared)
  await Promise.all([cache.delete(SHARED_PHOTO_KEY), cache.delete(SHARED_TEXT_KEY)])
  try {
    const form = await request.formData()
    const file = form.getAll('photo').find((value): value is File => value instanceof File)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    if (file) {
      await cache.put(
        SHARED_PHOTO_KEY,
        new Response(file, {
          headers: {
            'content-type': file.type || 'application/octet-stream',
            'x-photobooth-file-name': encodeURIComponent(file.name),
          },
        }),
      )
    }
    await cache.put(
      SHARED_TEXT_KEY,
      Response.json({ title: text('title'), text: text('text'), url: text('url') }),
    )
  } catch {
    // An unreadable share: the editor opens empty, as if nothing had been shared.
  }
  return Response.redirect(`/create-post?${SHARED_QUERY}=1`, 303)
}
