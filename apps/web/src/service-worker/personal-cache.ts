import { forgetUnservedAnswers } from './app-status'
import { CACHES, PERSONAL_OWNER_KEY } from './protocol'

/**
 * The signed-in user's own answers the service worker keeps (`/users/me`, notifications) are
 * theirs alone: the cache names its owner, and someone else signing in on this device starts
 * it afresh. Without Cache Storage (an insecure origin, some private modes) nothing is kept.
 */
export async function claimPersonalCache(userId: string): Promise<void> {
  if (!('caches' in globalThis)) return
  const owner = await (await caches.open(CACHES.personal)).match(PERSONAL_OWNER_KEY)
  if (owner && (await owner.text()) === userId) return
  await caches.delete(CACHES.personal)
  await (await caches.open(CACHES.personal)).put(PERSONAL_OWNER_KEY, new Response(userId))
}

/**
 * On logout (and when a session ends): the user's own answers go — those the worker kept, and
 * those this page read before a worker served it, which are never handed over for the next.
 */
export async function forgetPersonalAnswers(): Promise<void> {
  forgetUnservedAnswers()
  if ('caches' in globalThis) await caches.delete(CACHES.personal)
}
