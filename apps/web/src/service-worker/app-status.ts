import { SAVED_COPY_HEADER } from '@photobooth/api-client'

/**
 * What the app says of itself above the page (AppStatus.tsx): whether the browser is offline,
 * whether the data on screen came from the saved copies (served by the service worker when the
 * network did not answer) and since when, and whether a new version waits. Part of the first
 * view: kept small.
 */
export interface AppStatus {
  offline: boolean
  /** When the last saved answer shown was saved (epoch ms); `null` once the network answers. */
  savedAt: number | null
  /** A new version of the app waits: this lets it take over, and reloads the page. */
  update: (() => void) | null
}

type Listener = () => void

/** While saved copies are shown and the browser says it is online, the network is tried this often. */
const RECHECK_MS = 10_000

let state: AppStatus = { offline: false, savedAt: null, update: null }
const listeners = new Set<Listener>()
const refreshers = new Set<Listener>()
let recheck: ReturnType<typeof setInterval> | undefined

const behind = ({ offline, savedAt }: AppStatus) => offline || savedAt !== null

/** Asks every screen to load what it shows again (see `appStatus.onRefresh`). */
function refreshShown(): void {
  for (const refresh of refreshers) refresh()
}

function update(change: Partial<AppStatus>) {
  const next = { ...state, ...change }
  if (
    next.offline === state.offline &&
    next.savedAt === state.savedAt &&
    next.update === state.update
  )
    return
  const wasBehind = behind(state)
  state = next
  for (const listener of listeners) listener()
  // Back from saved copies (or offline) to the network's answers: what is on screen refreshes.
  if (wasBehind && !behind(next)) refreshShown()
  // Saved copies with a network said to be there (a server down, a network too slow): it is
  // tried again now and then, and the page refreshes by itself once it answers.
  clearInterval(recheck)
  recheck =
    !next.offline && next.savedAt !== null ? setInterval(refreshShown, RECHECK_MS) : undefined
}

export const appStatus = {
  get: (): AppStatus => state,
  set: update,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /**
   * Called when what is on screen should be asked for again: the network is back (after saved
   * copies, or offline), or it may be (saved copies shown while online, every 10 s).
   */
  onRefresh(refresh: Listener): () => void {
    refreshers.add(refresh)
    return () => refreshers.delete(refresh)
  },
}

/** Whether the app has anything to say of itself. */
export const hasSomethingToSay = (status: AppStatus): boolean =>
  behind(status) || status.update !== null

/** Follows the browser's online and offline events (from the first view on). */
export function watchConnection(): void {
  const read = () => update({ offline: navigator.onLine === false })
  read()
  addEventListener('online', read)
  addEventListener('offline', read)
}

/** A read the page made before a service worker served it, with its answer. */
export interface UnservedAnswer {
  url: string
  response: Response
  /** The `Authorization` the read went with, if any: whose answer it is (register.ts). */
  authorization: string | null
}

/** Reads the page made before a service worker served it (a first visit), with their answers. */
const unserved: UnservedAnswer[] = []

/**
 * The answers to reads the page made before a service worker served it, once: handed to the
 * worker when it takes over (register.ts), which keeps them instead of asking again.
 */
export const takeUnservedAnswers = (): UnservedAnswer[] => unserved.splice(0)

/**
 * Forgets them: the session they were read in ended (personal-cache.ts). Nobody's answers are
 * handed over for the next person.
 */
export const forgetUnservedAnswers = (): void => {
  unserved.length = 0
}

/**
 * Whether a service worker served this page from its start, read as the app's code first runs:
 * if not, what the page loaded before one took over is handed to it (register.ts), however
 * early or late that was.
 */
export const servedFromTheStart =
  typeof navigator !== 'undefined' && (navigator.serviceWorker?.controller ?? null) !== null

/**
 * `fetch`, noting each answer: a saved copy (it carries the time it was saved) puts the page in
 * "showing what was saved"; an answer of the network's takes it out. Until a service worker
 * serves the page, the answers to its reads are also kept aside (see `takeUnservedAnswers`).
 */
export function noticingSavedAnswers(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const unservedRead =
      (init?.method ?? 'GET') === 'GET' && navigator.serviceWorker?.controller === null
    const response = await fetchImpl(input, init)
    noticeAnswer(String(input), response, unservedRead, unservedRead ? init?.headers : undefined)
    return response
  }
}

/**
 * Notes the answer to a read of `url` as `noticingSavedAnswers` does: whether it is a saved copy,
 * and, for a read no service worker served (`unserved`), the answer kept aside for one, with
 * the `Authorization` of the read's `headers`.
 */
export function noticeAnswer(
  url: string,
  response: Response,
  unservedRead = navigator.serviceWorker?.controller === null,
  headers?: HeadersInit,
): void {
  const saved = Number(response.headers.get(SAVED_COPY_HEADER))
  update({ savedAt: saved > 0 ? saved : null })
  if (unservedRead && response.ok && unserved.length < 40) {
    const authorization = new Headers(headers).get('authorization')
    unserved.push({ url, response: response.clone(), authorization })
  }
}
