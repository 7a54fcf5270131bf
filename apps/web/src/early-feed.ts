declare global {
  interface Window {
    /** The feed's first page, requested by the page's head before the app loaded (server
     * builds): its URL and the answer on its way. */
    __photoboothEarlyFeed?: EarlyFeed
    /** Settles once the feed's first photo, preloaded by the head, has loaded or failed — or
     * at once when there is none to load: with whether there was one. */
    __photoboothFirstPhoto?: Promise<boolean>
  }
}

/** The feed's first page as the page's head asked for it: its URL, the answer on its way,
 * and, once a successful answer has been read, its JSON body and the answer (unread). */
export interface EarlyFeed {
  url: string
  response: Promise<Response>
  answered?: { body: unknown; response: Response }
}

/** What the head's script needs to know of the app (plain data: it runs from its source). */
export interface EarlyFeedOptions {
  /** Where the session is kept (`auth-storage`): present, someone is signed in. */
  sessionKey: string
  /** The time the signed-in feed was stored (feed-cache.ts): a fresh one is shown from storage. */
  feedTimestampKey: string
  /** How long a stored feed stays fresh. */
  feedLifetimeMs: number
  /** The signed-in feed's page 1, under `/api` (`feedPageKey(1)`). */
  signedInPath: string
  /** The guest feed, under `/api` (`guestPostsKey`). */
  guestPath: string
}

/**
 * The app's keys and paths, as plain values (the build's configuration imports this module,
 * without the app; early-feed.test.ts keeps them equal to the app's own).
 */
export const EARLY_FEED_OPTIONS: EarlyFeedOptions = {
  sessionKey: 'auth-storage',
  feedTimestampKey: 'PhotoBooth_cacheTimestamp',
  feedLifetimeMs: 30 * 60_000,
  signedInPath: '/posts?page=1&limit=10',
  guestPath: '/posts',
}

/**
 * Runs inline in the page's head of a build made for a server (vite-plugins/early-api.ts injects its
 * source before anything that blocks rendering), before the app's code arrives: on the feed,
 * fetches its first page — the guest feed for a guest, page 1 of the signed-in feed for someone
 * signed in (both public reads: no token is needed, the contract's public routes ignore it) —
 * and, once it says which photo comes first, starts loading that photo with high priority. The
 * app's client takes this response instead of asking again (`withEarlyFeed`), and the app holds
 * the page's other images until that photo is in (`window.__photoboothFirstPhoto`). A signed-in feed
 * stored a moment ago is shown from storage, and any other page (/login, a post…) does not show
 * the feed first: nothing is asked for there. Self-contained: it runs from its source text.
 */
export function requestFeedEarly(api: string, options: EarlyFeedOptions): void {
  try {
    if (location.pathname !== '/') return
    let path = options.guestPath
    if (localStorage.getItem(options.sessionKey)) {
      const stored = Number(localStorage.getItem(options.feedTimestampKey))
      const age = Date.now() - stored
      if (stored && age >= 0 && age <= options.feedLifetimeMs) return
      path = options.signedInPath
    }
    const url = `${api}/api${path}`
    const response = fetch(url, { headers: { Accept: 'application/json' } })
    const asked: EarlyFeed = { url, response }
    window.__photoboothEarlyFeed = asked
    window.__photoboothFirstPhoto = response
      .then((answer) =>
        answer
          .clone()
          .json()
          .then((body: { image?: unknown }[]) => {
            if (answer.ok) asked.answered = { body, response: answer }
            return body
          }),
      )
      .then(
        (posts) =>
          new Promise<boolean>((loaded) => {
            const image = posts[0]?.image
            if (typeof image !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(image)) {
              loaded(false)
              return
            }
            const link = document.createElement('link')
            link.rel = 'preload'
            link.as = 'image'
            link.href = `${api}/${image.replace(/\\/g, '/').replace(/^\/+/, '')}`
            link.setAttribute('fetchpriority', 'high')
            link.onload = () => loaded(true)
            link.onerror = () => loaded(true)
            document.head.append(link)
          }),
      )
      .catch(() => false)
  } catch {
    // No storage or no fetch: the app asks for the feed itself.
  }
}

/** The head's request, until it is handed over (`withEarlyFeed` takes it from the page). */
let early: EarlyFeed | undefined
/** Its answer, once read by the view that draws it (see `readEarlyFeed`). */
let drawn: { path: string; reader: unknown; answer: Omit<DrawnFeed, 'first'> } | undefined

/** The head's answer as a view draws it: its URL, JSON body and response (its body unread). */
export interface DrawnFeed {
  url: string
  body: unknown
  response: Response
  /** Whether this is the first read (a render React runs again reads it again). */
  first: boolean
}

/**
 * The head's answer for `path` (under `/api`), if it has already arrived: the view that reads it
 * draws the feed with its first render, instead of a loading state first and the posts a few
 * tasks later (on a phone, the CPU those take). It is the first `reader`'s: the same reader gets
 * it again (React may render a view more than once before it shows it), any other gets nothing,
 * and no request is handed the answer after it was read (`withEarlyFeed`): a later one asks the
 * network. Undefined while the answer is on its way or when it failed (the client's own request
 * takes the answer then).
 */
export function readEarlyFeed(path: string, reader: unknown): DrawnFeed | undefined {
  if (drawn) {
    return drawn.reader === reader && drawn.path === path
      ? { ...drawn.answer, first: false }
      : undefined
  }
  if (!early?.answered || !early.url.endsWith(`/api${path}`)) return undefined
  drawn = { path, reader, answer: { url: early.url, ...early.answered } }
  early = undefined
  return { ...drawn.answer, first: true }
}

/**
 * A `fetch` for the API client that hands over the feed page the page's head already asked
 * for (once, to a GET of the same URL), so the request is not made twice; any failure falls
 * back to asking again. A request with a token takes it too: the feed is a public read, the
 * same for everyone (the contract's public routes ignore the header).
 */
export function withEarlyFeed(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  early = typeof window === 'undefined' ? undefined : window.__photoboothEarlyFeed
  drawn = undefined
  if (typeof window !== 'undefined') delete window.__photoboothEarlyFeed
  return (input, init) => {
    if (early && (init?.method ?? 'GET') === 'GET' && String(input) === early.url) {
      const { response } = early
      early = undefined
      return response
        .then((answer) => (answer.ok ? answer : fetchImpl(input, init)))
        .catch(() => fetchImpl(input, init))
    }
    return fetchImpl(input, init)
  }
}

/**
 * Runs inline in the page's head too: for someone signed in who opens the feed, starts loading
 * the code of the signed-in feed (the router, the feed screen, its list, their stylesheets;
 * `files`, as the build named them) with the app's own, instead of one chunk after another as each runs and asks for
 * the next — three round trips on a phone's link before the first photo can show. A guest's
 * first view needs none of it. Self-contained: it runs from its source text.
 */
export function preloadSignedInFeed(sessionKey: string, files: readonly string[]): void {
  try {
    if (location.pathname !== '/' || !localStorage.getItem(sessionKey)) return
    for (const file of files) {
      const link = document.createElement('link')
      // The chunks' stylesheets too, which the app would ask for with each chunk.
      if (file.endsWith('.css')) {
        link.rel = 'preload'
        link.as = 'style'
      } else link.rel = 'modulepreload'
      // As the app fetches them (`crossorigin`): the preloaded answers are then used.
      link.crossOrigin = ''
      link.href = file
      document.head.append(link)
    }
  } catch {
    // No storage: the code comes as the app asks for it.
  }
}
