import {
  CACHES,
  SHARE_MAX_BYTES,
  SHARE_TOO_LARGE,
  SHARED_AT_HEADER,
  SHARED_NAME_HEADER,
  SHARED_PHOTO_KEY,
  SHARED_QUERY,
  SHARED_TEXT_KEY,
} from '../protocol'
import { readShareForm } from '../share-body'

/**
 * A photo (and text) shared from another app — or posted by any site to the share target:
 * kept, with the time it came, for the editor, which is opened on it and asks the person
 * whether to use it (nothing of theirs changes until they say yes). A body over the bound is
 * refused unread, and the editor says so; what was shared before stays as it was.
 */
export async function receiveShare(request: Request): Promise<Response> {
  let form: FormData | 'too-large' | undefined
  try {
    form = await readShareForm(request, SHARE_MAX_BYTES)
  } catch {
    // An unreadable share: the editor opens as if nothing had been shared.
  }
  if (form === 'too-large') return editor(SHARE_TOO_LARGE)
  const cache = await caches.open(CACHES.shared)
  const forget = () => Promise.all([cache.delete(SHARED_PHOTO_KEY), cache.delete(SHARED_TEXT_KEY)])
  await forget()
  if (form) {
    try {
      await keep(cache, form)
    } catch {
      // Not kept (the device's storage is full): the editor opens as if nothing had been
      // shared, never on the browser's own error page.
      await forget().catch(() => undefined)
    }
  }
  return editor('1')
}

/** Keeps the shared photo and text, with the time they came, for the editor. */
async function keep(cache: Cache, form: FormData): Promise<void> {
  const sharedAt = String(Date.now())
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
          [SHARED_NAME_HEADER]: encodeURIComponent(file.name),
          [SHARED_AT_HEADER]: sharedAt,
        },
      }),
    )
  }
  await cache.put(
    SHARED_TEXT_KEY,
    Response.json(
      { title: text('title'), text: text('text'), url: text('url') },
      { headers: { [SHARED_AT_HEADER]: sharedAt } },
    ),
  )
}

/** The editor, opened on what was shared (or on why it was not taken). */
const editor = (shared: string) =>
  Response.redirect(`/create-post?${SHARED_QUERY}=${encodeURIComponent(shared)}`, 303)
