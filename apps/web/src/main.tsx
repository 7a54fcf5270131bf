import type { IdentityProvider } from '@photobooth/api-client'
import { holdImagesUntil, loadCatalogue, UiProvider } from '@photobooth/ui'
import { type ComponentType, StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import {
  type AppConfig,
  loadRuntimeConfig,
  readsRuntimeConfig,
  resolveConfig,
} from './config/app-config'
import { languageToShow } from './language/language-choice'
import { FailurePage } from './layout/FailurePage'
import { watchConnection } from './service-worker/app-status'
import { createServices, type DemoControls } from './services'
import { ServicesContext } from './services-context'
import { browserStorage } from './storage'
import { readThemeChoice } from './theme/theme-choice'

// From the start: whether the browser is online; and its offer to install the app, made once and
// early, kept for the navigation's "Install app" (install/install-offer.ts).
watchConnection()
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault()
  window.photoboothInstallPrompt = event
})

// The feed's first photo, which the page's head is loading (early-feed.ts): every other image
// waits for it, the navigation's avatar included, though it is drawn before the feed.
if (window.__photoboothFirstPhoto) holdImagesUntil(window.__photoboothFirstPhoto)

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')
// An error no part of the app caught (its own code failing to arrive, say): React takes the
// app out of the page, and the page says what happened instead of going blank. The app had
// started: the page does not say it could not.
const root = createRoot(container, {
  onUncaughtError: (error) => {
    if (!leaving) console.error('PhotoBooth stopped', error)
    showFailure(error, { started: true })
  },
})

async function boot(): Promise<AppConfig> {
  // A build made for a server (VITE_API_URL) knows its API; a build without one reads
  // /config.json, so the same static files can be pointed at any server, or run the demo.
  const runtime = readsRuntimeConfig(import.meta.env) ? await loadRuntimeConfig() : undefined
  const config = resolveConfig({ env: import.meta.env, runtime })
  let demo: DemoControls | undefined
  let DemoBadge: ComponentType | undefined
  let identity: { provider: IdentityProvider; Prompt?: ComponentType } | undefined
  if (config.mode === 'demo') {
    // The mock backend (and its seed) is a separate chunk: a server-mode build never loads it.
    const [{ startDemo }, { createDemoIdentityProvider }, badge] = await Promise.all([
      import('./demo/start-demo'),
      import('./demo/demo-identity-provider'),
      import('./demo/DemoBadge'),
    ])
    demo = await startDemo()
    DemoBadge = badge.DemoBadge
    const simulated = createDemoIdentityProvider()
    identity = { provider: simulated.provider, Prompt: simulated.DemoProviderPrompt }
  } else if (config.firebase) {
    const { createFirebaseIdentityProvider } = await import('./identity/firebase-provider')
    identity = { provider: createFirebaseIdentityProvider(config.firebase) }
  }
  const services = createServices({
    config,
    ...(identity ? { identityProvider: identity.provider } : {}),
    ...(identity?.Prompt ? { IdentityPrompt: identity.Prompt } : {}),
    ...(demo ? { demo } : {}),
    ...(DemoBadge ? { DemoBadge } : {}),
  })
  // The language's catalogue before the first render: a Spanish page never shows English first.
  // Unreachable (offline), the page starts in English.
  await loadCatalogue(languageToShow(services.storage, navigator.languages)).catch(() => undefined)
  // A transition: React renders the first view in slices and lets the browser in between (a
  // phone's CPU would otherwise be held for hundreds of milliseconds at a time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ServicesContext value={services}>
          <App />
        </ServicesContext>
      </StrictMode>,
    ),
  )
  return config
}

// A page left while it starts: the browser stops loading its code (Firefox as soon as the
// next page is asked for), and nobody is there to read about it. The page still says so, in
// case it stays after all.
let leaving = false
for (const event of ['beforeunload', 'pagehide']) {
  addEventListener(event, () => {
    leaving = true
  })
}

/**
 * The page that says the app could not start, or could not go on (`started`), with a way to try
 * again: in the language and theme the app would have shown (English while another language's
 * catalogue is fetched, or if it cannot be).
 */
function showFailure(error: unknown, { started }: { started: boolean }) {
  const storage = browserStorage()
  root.render(
    <UiProvider
      scope="document"
      locale={languageToShow(storage, navigator.languages)}
      theme={readThemeChoice(storage)}
    >
      <FailurePage error={error} started={started} />
    </UiProvider>,
  )
}

const started = boot().catch((error: unknown) => {
  if (!leaving) console.error('PhotoBooth could not start', error)
  showFailure(error, { started: false })
})

// The service worker (a production build's: the development server has none) makes the app
// installable and readable offline; registered once the page has loaded and painted, it costs
// the first view nothing but these lines. And once the app has started: the demo's start
// registers the same worker (it carries the mock backend), and MSW reloads a page that is not
// yet controlled by a worker registered before it looked — again and again while that worker
// installs.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () =>
    setTimeout(() => {
      started
        .then(async (config) => {
          if (!config) return
          const { registerServiceWorker } = await import('./service-worker/register')
          // The demo's worker carries its backend; a server's does not.
          await registerServiceWorker(config.mode)
        })
        .catch((error: unknown) => console.warn('No offline reading here:', error))
    }, 1000),
  )
}
