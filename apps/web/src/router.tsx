import { ApiProvider, feedPageKey, guestPostsKey } from '@photobooth/api-client'
import {
  afterPriorityPhoto,
  HOLD_LIMIT_MS,
  Loader,
  NotificationFeedProvider,
  routes,
} from '@photobooth/ui'
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { Protected } from './auth/Protected'
import { useSessionExpiredRedirect } from './auth/session-expiry'
import { useSession } from './auth/use-session'
import { createFeedMirroringCache } from './feed/feed-mirror'
import { readEarlyPosts, takeFirstViewPosts } from './first-view'
import { AppShell } from './layout/AppShell'
import { ErrorBoundary } from './layout/ErrorBoundary'
import { NotFoundPage } from './layout/NotFoundPage'
import { useScrollRestoration } from './layout/use-scroll-restoration'
import { registerRouterNavigate } from './navigation'
import { notificationMemory } from './notification-memory'
import { FeedRoute } from './routes/FeedRoute'
import { appStatus } from './service-worker/app-status'
import { claimPersonalCache } from './service-worker/personal-cache'
import { SHARED_QUERY } from './service-worker/protocol'
import { readSharedContent } from './service-worker/shared-content'
import { useServices } from './services-context'

/** A page whose code is its own chunk, fetched on the first visit. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const LoginRoute = page(() => import('./routes/LoginRoute'), 'LoginRoute')
const RegisterRoute = page(() => import('./routes/RegisterRoute'), 'RegisterRoute')
const ForgotPasswordRoute = page(
  () => import('./routes/ForgotPasswordRoute'),
  'ForgotPasswordRoute',
)
const ResetPasswordRoute = page(() => import('./routes/ResetPasswordRoute'), 'ResetPasswordRoute')
const PostRoute = page(() => import('./routes/PostRoute'), 'PostRoute')
const NotificationsRoute = page(() => import('./routes/NotificationsRoute'), 'NotificationsRoute')
const CreatePostRoute = page(() => import('./routes/CreatePostRoute'), 'CreatePostRoute')
const EditPostRoute = page(() => import('./routes/EditPostRoute'), 'EditPostRoute')
const ProfileRoute = page(() => import('./routes/ProfileRoute'), 'ProfileRoute')
const EditProfileRoute = page(() => import('./routes/EditProfileRoute'), 'EditProfileRoute')

function ShellOutlet() {
  return (
    <AppShell>
      <Suspense fallback={<Loader />}>
        <Outlet />
      </Suspense>
    </AppShell>
  )
}

function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RouterFrame />}>
          <Route path={routes.home} element={<FeedRoute />} />
          <Route path={routes.login} element={<LoginRoute />} />
          <Route path={routes.register} element={<RegisterRoute />} />
          <Route path={routes.forgotPassword} element={<ForgotPasswordRoute />} />
          <Route path={routes.resetPassword} element={<ResetPasswordRoute />} />
          <Route element={<Protected />}>
            <Route element={<ShellOutlet />}>
              <Route path={routes.post} element={<PostRoute />} />
              <Route path={routes.notifications} element={<NotificationsRoute />} />
              <Route path={routes.createPost} element={<CreatePostRoute />} />
              <Route path={routes.editPost} element={<EditPostRoute />} />
              <Route path={routes.profile} element={<ProfileRoute />} />
              <Route path={routes.userProfile} element={<ProfileRoute />} />
              <Route path={routes.editProfile} element={<EditProfileRoute />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  )
}

/**
 * Settles once the feed's first photo, which the page's head preloaded, has been shown (or the
 * other images' wait for it has ended): on a phone's link, requests made before would share the
 * link, and the CPU, with that photo and its paint. Undefined when the head loads no photo.
 */
function firstPhotoShown(): Promise<void> | undefined {
  return window.__photoboothFirstPhoto?.then((preloaded) =>
    preloaded ? afterPriorityPhoto(HOLD_LIMIT_MS) : undefined,
  )
}

/**
 * What every page shares inside the router: the app's links and `navigateTo` go through it,
 * the window's scroll is restored, and one notification feed serves the signed-in session (the
 * shell's badge and the Notifications page read the same list, whatever page is shown).
 */
function RouterFrame() {
  const services = useServices()
  const { user } = useSession()
  const navigate = useNavigate()
  useEffect(() => {
    registerRouterNavigate((to, options) => void navigate(to, options))
    return () => registerRouterNavigate(null)
  }, [navigate])
  useScrollRestoration(services.feedCache, user !== null)
  const memory = notificationMemory(services.storage)
  // The badge's first poll waits for the feed's first photo to be shown.
  const [startAfter] = useState(firstPhotoShown)
  return (
    <NotificationFeedProvider
      deadPostIds={memory.deadPostIds}
      {...(startAfter ? { startAfter } : {})}
      {...(user ? { announcedPostIds: memory.announcedDeletions(user._id) } : {})}
    >
      {/* A page's code arriving for the first time: the loader, inside the providers. */}
      <Suspense fallback={<Loader variant="logo" size="large" fullScreen />}>
        <Outlet />
      </Suspense>
    </NotificationFeedProvider>
  )
}

/**
 * What is on screen is asked for again when the network answers after saved copies were shown,
 * and when the service worker begins serving the page (see app-status.ts) — every read but the
 * feed's pages, which the feed refreshes itself (page 1 only: see FeedRoute).
 */
function RefreshWhenBack() {
  const { mutate } = useSWRConfig()
  useEffect(
    () =>
      appStatus.onRefresh(() => {
        void mutate((key) => typeof key === 'string' && !key.startsWith('$inf$'))
      }),
    [mutate],
  )
  return null
}

/**
 * The product's routes (spec §2), from the UI package's route templates: a chunk of its own,
 * loaded by the app once something needs it (see app.tsx). Every page but the feed is its own
 * chunk again.
 */
export function AppRouter() {
  const services = useServices()
  const { user } = useSession()
  useSessionExpiredRedirect()
  const userId = user?._id
  // Opened by the share sheet: this page holds what was shared from its start — a guest signs
  // in first, and signing in deletes the share from the cache (personal-cache.ts). The address
  // is read as the router first renders: a guest's is /login by the time effects run.
  const [openedOnShare] = useState(
    () => new URLSearchParams(location.search).get(SHARED_QUERY) === '1',
  )
  const [openedFor] = useState(userId)
  useEffect(() => {
    if (openedOnShare) void readSharedContent(openedFor)
  }, [openedOnShare, openedFor])
  useEffect(() => {
    if (userId) void claimPersonalCache(userId).catch(() => undefined)
  }, [userId])
  return (
    <ApiProvider
      // Each session its own data cache: signing in or out starts from nothing, so one account
      // never sees another's. A signed-in session's keeps the feed in browser storage; a guest's
      // starts with the feed the first view showed.
      key={user?._id ?? 'guest'}
      client={services.client}
      swrConfig={{
        provider: () => {
          if (user) {
            // The session's own: a later one (signed out and in again) asks anew.
            return createFeedMirroringCache(services.feedCache, () =>
              readEarlyPosts(feedPageKey(1), user),
            )
          }
          const shown = takeFirstViewPosts()
          return new Map(shown ? [[guestPostsKey, { data: shown }]] : [])
        },
      }}
    >
      <RefreshWhenBack />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ApiProvider>
  )
}
