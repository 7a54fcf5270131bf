import { ApiProvider } from '@photobooth/api-client'
import { Loader, NotificationFeedProvider, UiProvider, ViewerProvider } from '@photobooth/ui'
import { Suspense, useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useSession } from './auth/use-session'
import { createFeedMirroringCache } from './feed/feed-cache'
import { useScrollRestoration } from './layout/use-scroll-restoration'
import { RouterLink } from './router-link'
import { followOtherTabs } from './services'
import { useServices } from './services-context'

/**
 * The providers every page needs, inside the router (links need it). Each session gets its
 * own data cache: signing in or out starts from nothing, so one account never sees another's.
 * A signed-in session's cache keeps the feed in browser storage (`createFeedMirroringCache`).
 */
export function Root() {
  const services = useServices()
  const { user } = useSession()
  useEffect(() => followOtherTabs(services.session), [services.session])
  useScrollRestoration(services.feedCache, user !== null)
  const Prompt = services.IdentityPrompt
  return (
    <UiProvider
      productName={services.productName}
      linkComponent={RouterLink}
      imageUrl={services.client.imageUrl}
    >
      <ApiProvider
        key={user?._id ?? 'guest'}
        client={services.client}
        swrConfig={{
          provider: () => (user ? createFeedMirroringCache(services.feedCache) : new Map()),
        }}
      >
        <ViewerProvider viewer={user}>
          {/* One notification feed per session, above the pages: the shell's badge and the
              Notifications page read the same list, whatever page is shown. */}
          <NotificationFeedProvider
            deadPostIds={services.deadPostIds}
            {...(user ? { announcedPostIds: services.announcedDeletions(user._id) } : {})}
          >
            {/* A page's code arriving for the first time: the loader, inside the providers. */}
            <Suspense fallback={<Loader variant="logo" size="large" fullScreen />}>
              <Outlet />
            </Suspense>
          </NotificationFeedProvider>
          {Prompt ? <Prompt /> : null}
          {services.DemoBadge ? <services.DemoBadge /> : null}
        </ViewerProvider>
      </ApiProvider>
    </UiProvider>
  )
}
