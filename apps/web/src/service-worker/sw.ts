/**
 * PhotoBooth's service worker (built to /sw.js by pwa/plugin.ts, one classic script). Workbox's
 * precache, router and strategies; see docs/decisions/019-the-phone-app.md. One job per file,
 * in worker/:
 *
 * - routes.ts: the app shell and the hashed chunks every page needs are precached at install;
 *   a navigation gets the shell, with or without a network. Hashed files left out of the
 *   precache (the demo, the HEIC decoder, fonts, the seeded photos) are kept once used.
 * - strategies.ts: public reads of the API are asked of the network first; with no answer
 *   within a few seconds, the saved copy is served, marked with the time it was saved
 *   (SAVED_COPY_HEADER, named by the api-client). The signed-in user's own answers are kept only while the page says whose
 *   they are, and go with the whole personal cache when they log out. Photos are served from
 *   the cache first, within a bound of entries and megabytes. Nothing but GET is cached.
 * - share-target.ts: the share target's POST is taken in and handed to the editor.
 * - hand-over.ts: a first visit's page hands over what it loaded before the worker served it.
 * - mock-backend.ts: in the demo (registered as /sw.js?demo), MSW's worker answers the demo
 *   backend's addresses; everything else is this worker's. A server's worker has no MSW.
 * - life-cycle.ts: a new version waits until the page asks it to take over (the user's
 *   "Reload").
 */
import { keepWhatThePageLoaded } from './worker/hand-over'
import { runTheLifeCycle } from './worker/life-cycle'
import { demoBackend } from './worker/mock-backend'
import { answerFetches } from './worker/routes'

const mock = demoBackend()
answerFetches({ mock })
keepWhatThePageLoaded()
runTheLifeCycle()
