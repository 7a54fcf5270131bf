/**
 * Whether and how the app can be installed on this device, as the app learned it from the
 * browser; the navigation offers "Install app" with it, and nothing without it.
 *
 * - `prompt`: the browser installs from the page (Chromium's `beforeinstallprompt`): pressing
 *   "Install app" calls `install()`, still within the press, for the browser's own prompt.
 * - `instructions`: the browser installs from its own menu only (Safari on iPhone and iPad):
 *   pressing "Install app" opens a small dialog that says how.
 */
export type InstallOffer = { kind: 'prompt'; install(): void } | { kind: 'instructions' }
