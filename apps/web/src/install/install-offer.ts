import type { InstallOffer } from '@photobooth/ui'

/** Chromium's event, offered once the page can be installed (not in the DOM's types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

declare global {
  interface Window {
    /** The browser's offer, kept by main.tsx from the first view on (it comes once, early). */
    photoboothInstallPrompt?: Event
  }
}

type Listener = () => void

let deferred: BeforeInstallPromptEvent | null = null
let installed = false
let offer: InstallOffer | undefined
const listeners = new Set<Listener>()

/** Safari on iPhone and iPad: it installs from its Share menu only, never from the page. */
function installsFromShareMenu(): boolean {
  const { userAgent, maxTouchPoints } = navigator
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

function runningInstalled(): boolean {
  return (
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  )
}

function decide() {
  if (installed) offer = undefined
  else if (deferred) {
    const event = deferred
    offer = {
      kind: 'prompt',
      install() {
        // Within the press: the browser shows its prompt only in answer to a user's gesture.
        void event
          .prompt()
          .then(() => event.userChoice)
          .then(({ outcome }) => {
            // A prompt is good once; declined, the browser may offer another later.
            deferred = null
            if (outcome === 'accepted') installed = true
            decide()
          })
          .catch(() => undefined)
      },
    }
  } else offer = installsFromShareMenu() ? { kind: 'instructions' } : undefined
  for (const listener of listeners) listener()
}

/**
 * Whether the app can be installed here, and how (see `InstallOffer`): the browser's own prompt
 * where it offers one (it says so once, early: main.tsx keeps it from the first view on), the
 * Share menu's "Add to Home Screen" on Safari for iPhone and iPad, nothing where the app already
 * runs installed or the browser cannot install it. Read by the navigation (AppShell).
 */
export const installOffer = {
  get: (): InstallOffer | undefined => offer,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** From the navigation's first showing on (AppShell's chunk). */
function watchInstallability(): void {
  installed = runningInstalled()
  deferred = (window.photoboothInstallPrompt as BeforeInstallPromptEvent | undefined) ?? null
  addEventListener('beforeinstallprompt', (event) => {
    // The app's own "Install app" entry, instead of the browser's banner.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    decide()
  })
  addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    decide()
  })
  decide()
}

if (typeof window !== 'undefined') watchInstallability()
