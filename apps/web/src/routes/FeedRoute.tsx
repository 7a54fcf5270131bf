import { FeedScreen } from '@photobooth/ui'
import { useEffect, useLayoutEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { AppShell } from '../layout/AppShell'
import { readForceRefresh } from '../navigation-state'
import { appStatus } from '../service-worker/app-status'
import { useServices } from '../services-context'

/**
 * The home feed. Its cache lives in the signed-in data cache (see `createFeedMirroringCache`)
 * and its scroll position with the scroll restoration (see `useScrollRestoration`), beside the
 * sizes of the posts it measured, which give that position its meaning. The
 * `forceRefresh` navigation state starts it over: a new screen (a new key) that fetches page 1
 * anew; the state is then dropped, so that a reload or a return through history does not
 * start over again.
 */
export function FeedRoute() {
  const { feedCache } = useServices()
  const location = useLocation()
  const navigate = useNavigate()
  const forceRefresh = readForceRefresh(location.state)
  const [start, setStart] = useState({ generation: 0, fresh: forceRefresh })
  // Back from saved copies to the network: page 1 again (see app-status.ts).
  const [refreshes, setRefreshes] = useState(0)
  useEffect(() => appStatus.onRefresh(() => setRefreshes((count) => count + 1)), [])

  useLayoutEffect(() => {
    if (!forceRefresh) return
    setStart((current) => ({ generation: current.generation + 1, fresh: true }))
    navigate(location.pathname, { replace: true, state: null })
  }, [forceRefresh, navigate, location.pathname])

  return (
    <AppShell>
      <FeedScreen
        key={start.generation}
        fresh={start.fresh}
        refreshes={refreshes}
        memory={feedCache.sizes}
      />
    </AppShell>
  )
}
