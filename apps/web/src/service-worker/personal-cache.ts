import { forgetUnservedAnswers } from './app-status'
import { CACHES, PERSONAL_OWNER_KEY } from './protocol'
import { deleteSharedCache, forgetSharedContent } from './shared-content'

/**
 * The signed-in user's own answers the service worker keeps (`/users/me`, notifications) are
 * theirs alone: the cache names its owner, and the worker serves and keeps them only for reads
 * made with that person's token. Someone signing in on this device (nobody's, or another's
 * cache) starts it afresh, and a share waiting in the cache from before is deleted — the page
 * that was opened on it still holds it (a guest who shared, then signed in: see
 * shared-content.ts). Without Cache Storage (an insecure origin, some private modes) nothing is
 * kept.
 */
export async function claimPersonalCache(userId: string): Promise<void> {
  if (!('caches' in globalThis)) return
  const owner = await (await caches.open(CACHES.personal)).match(PERSONAL_OWNER_KEY)
  if (owner && (await owner.text()) === userId) return
  await Promise.all([caches.delete(CACHES.personal), deleteSharedCache()])
  await (await caches.open(CACHES.personal)).put(PERSONAL_OWNER_KEY, new Response(userId))
}

/**
 * On logout (and when a session ends, expired): everything of the person's goes — the answers
 * the worker kept, those this page read before a worker served it (never handed over for the
 * next), and a share they have not yet said yes or no to.
 */
export async function forgetPersonalAnswers(): Promise<void> {
  forgetUnservedAnswers()
  await Promise.all([
    'caches' in globalThis ? caches.delete(CACHES.personal) : undefined,
    forgetSharedContent(),
  ])
}
