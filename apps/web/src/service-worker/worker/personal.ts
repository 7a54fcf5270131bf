import type { WorkboxPlugin } from 'workbox-core'
import { belongsToOwner, personOfToken } from '../personal-rule'
import { CACHES, PERSONAL_OWNER_KEY } from '../protocol'

/** Reads a first visit handed over (hand-over.ts), with the person each was read for. */
const handedOver = new WeakMap<Request, string>()

/** `request` stands for a read the page made for `person` (its token is not handed over). */
export function readFor(request: Request, person: string | undefined): Request {
  if (person !== undefined) handedOver.set(request, person)
  return request
}

/** The person a read was made for: whom its bearer token names, or whom the page said. */
function personOf(request: Request): string | undefined {
  return handedOver.get(request) ?? personOfToken(request.headers.get('authorization'))
}

/** Whom the personal cache belongs to: the page writes it at sign-in (personal-cache.ts). */
async function owner(): Promise<string | undefined> {
  const named = await caches.match(PERSONAL_OWNER_KEY, { cacheName: CACHES.personal })
  return named ? await named.text() : undefined
}

/**
 * A personal answer is served from the cache, and kept in it, only for the person who owns the
 * cache: the one the read's token names (personal-rule.ts). Someone else's read — another
 * person signed in since, a token for nobody, a first visit's answer read for someone else —
 * neither gets a saved copy nor leaves one.
 */
export const ownedOnly: WorkboxPlugin = {
  // The person is read from the page's own request, once: the requests the later callbacks are
  // given may be the cache's keys (plainKey), which carry no token.
  handlerWillStart: async ({ request, state }) => {
    if (state) state.person = personOf(request)
  },
  cacheWillUpdate: async ({ response, state }) =>
    belongsToOwner(personIn(state), await owner()) ? response : null,
  // Someone else may have claimed the cache between that look and the put (a sign-in in
  // another tab): an answer that is no longer its owner's goes at once.
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (!belongsToOwner(personIn(state), await owner())) {
      await (await caches.open(cacheName)).delete(request)
    }
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) =>
    cachedResponse && belongsToOwner(personIn(state), await owner()) ? cachedResponse : null,
}

/** The person `handlerWillStart` noted for this read. */
function personIn(state: { person?: unknown } | undefined): string | undefined {
  return typeof state?.person === 'string' ? state.person : undefined
}
