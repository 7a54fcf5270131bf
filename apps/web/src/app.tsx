import {
  afterPriorityPhoto,
  HOLD_LIMIT_MS,
  Loader,
  paths,
  preloadSignedInFeed,
  UiProvider,
  ViewerProvider,
} from '@photobooth/ui'
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import { followOtherTabs } from './auth/session-store'
import { useSession } from './auth/use-session'
import { FirstView } from './first-view'
import { pointManifest } from './install/manifest-link'
import { useLanguage } from './language/use-language'
import { AppLink, onRouterWanted } from './navigation'
import { appStatus, hasSomethingToSay } from './service-worker/app-status'
import { useServices } from './services-context'
import { markThemeChoice } from './theme/theme-choice'
import { useThemeChoice } from './theme/use-theme-choice'

const loadRouter = () => import('./router').then((module) => module.AppRouter)
// Offline before its code came (a first visit, before the service worker keeps the app): the
// page goes on without the notice rather than failing for it.
const AppStatus = lazy(() =>
  import('./service-worker/AppStatus').catch(() => ({ default: () => null })),
)

/**
 * The app: the brand, links, images and who is signed in, around the router with every page
 * (router.tsx, which brings the data cache). A guest who opens the feed gets it at once without
 * them (first-view.tsx): the first navigation loads the router — fetched ahead while the guest
 * looks at the feed — and the app goes on from there.
 */
export function App() {
  const services = useServices()
  const { user } = useSession()
  const [theme] = useThemeChoice(services.storage)
  const [locale, chooseLocale] = useLanguage(services.storage)
  useEffect(() => followOtherTabs(services.session), [services.session])
  // The page's head marked the stored choice before the first paint; a new choice (here or in
  // another tab) moves the mark, and the browser's colours, with it.
  useLayoutEffect(() => markThemeChoice(theme), [theme])
  // The install sheet speaks the language shown: the page names that language's manifest.
  useLayoutEffect(() => pointManifest(locale), [locale])
  const [firstView] = useState(() => user === null && location.pathname === paths.home())
  // Someone signed in who opens the feed: its code comes with the router's (the page's head
  // has asked for both), so that the feed is drawn with the router's first render.
  const [feedFirst] = useState(() => user !== null && location.pathname === paths.home())
  const [Router, setRouter] = useState<ComponentType | null>(null)
  const [routerWanted, setRouterWanted] = useState(!firstView)
  const [routerFailure, setRouterFailure] = useState<{ error: unknown } | null>(null)
  if (routerFailure) throw routerFailure.error

  useEffect(() => {
    if (routerWanted) {
      let current = true
      const feed = feedFirst ? preloadSignedInFeed().catch(() => undefined) : undefined
      Promise.all([loadRouter(), feed]).then(
        ([AppRouter]) => {
          // Rendered in slices (a transition), as the first view is (main.tsx).
          if (current) startTransition(() => setRouter(() => AppRouter))
        },
        // Its code did not arrive (the network dropped, a new version replaced the files):
        // said by the page main.tsx shows for what the app could not get past, with a way to
        // try again, rather than a loader for ever.
        (error: unknown) => {
          if (current) setRouterFailure({ error })
        },
      )
      return () => {
        current = false
      }
    }
    onRouterWanted(() => setRouterWanted(true))
    // Ahead of the first navigation, once the feed's first photo is in (the largest paint: on
    // a phone's link the router's code would share the bandwidth with it): the router arrives
    // while the guest reads, so a click on "Log In" does not wait for it. Without a photo (an
    // empty feed, a failure) it comes a little later.
    let ahead: ReturnType<typeof setTimeout> | undefined
    let current = true
    void afterPriorityPhoto(HOLD_LIMIT_MS + 1000).then(() => {
      // A moment after it was painted: the photos below and the avatars, which waited for it,
      // come first.
      if (current) ahead = setTimeout(() => void loadRouter().catch(() => undefined), 1500)
    })
    return () => {
      current = false
      clearTimeout(ahead)
      onRouterWanted(null)
    }
  }, [routerWanted, feedFirst])
  // Signing in or out, or leaving the feed in another tab, needs the router too.
  useEffect(() => {
    if (user !== null) setRouterWanted(true)
  }, [user])
  useEffect(() => {
    const onPopState = () => setRouterWanted(true)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  // Offline, saved copies, a new version: said above the page (its code comes when needed).
  const status = useSyncExternalStore(appStatus.subscribe, () => hasSomethingToSay(appStatus.get()))
  const Prompt = services.IdentityPrompt
  let page: ReactNode
  if (Router) page = <Router />
  else if (routerWanted)
    page = firstView ? <Loader variant="logo" size="large" fullScreen /> : <QuietStart />
  else page = <FirstView />
  return (
    <UiProvider
      // The page is the app's: <html> speaks the language and wears the theme.
      scope="document"
      theme={theme}
      locale={locale}
      onLocaleChange={chooseLocale}
      productName={services.productName}
      linkComponent={AppLink}
      imageUrl={services.imageUrl}
    >
      <ViewerProvider viewer={user}>
        {/* Above the page, in its flow: it never covers a control (see DemoBadge). */}
        {services.DemoBadge ? <services.DemoBadge /> : null}
        {status ? (
          <Suspense fallback={null}>
            <AppStatus />
          </Suspense>
        ) : null}
        <Suspense fallback={<Loader variant="logo" size="large" fullScreen />}>{page}</Suspense>
        {Prompt ? <Prompt /> : null}
      </ViewerProvider>
    </UiProvider>
  )
}

/** How long the app's start may leave the page as the head painted it before a loader shows. */
const QUIET_START_MS = 1000

/**
 * While the app's start fetches its pages' code: nothing for a moment, then the loader. Most
 * starts end sooner (on the feed, the page's head asked for that code with the app's); then no
 * loader flashes on screen, nor does a phone's CPU draw one just before the page it stands for.
 * (A guest's first navigation shows the loader at once: the page it leaves is gone.)
 */
function QuietStart() {
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), QUIET_START_MS)
    return () => clearTimeout(timer)
  }, [])
  return waited ? <Loader variant="logo" size="large" fullScreen /> : null
}
