import { OfflineNotice, UpdatePrompt } from '@photobooth/ui'
import { useState, useSyncExternalStore } from 'react'
import * as styles from './AppStatus.css'
import { appStatus } from './app-status'

/**
 * What the app says of itself above the page: that it shows what was saved (and since when),
 * because the device is offline or, online, because the server did not answer; and that a new
 * version is ready. Loaded only when there is something to say.
 */
export default function AppStatus() {
  const {
    offline,
    savedAt,
    update: apply,
  } = useSyncExternalStore(appStatus.subscribe, appStatus.get)
  const [dismissed, setDismissed] = useState<(() => void) | null>(null)
  const behind = offline || savedAt !== null
  const offered = apply !== null && apply !== dismissed
  if (!behind && !offered) return null
  return (
    <div className={styles.status}>
      {behind ? (
        <OfflineNotice
          // "You're offline" only when the browser says so: saved copies while it is online mean
          // the server did not answer (down, or slower than the worker waits).
          reason={offline ? 'offline' : 'unreachable'}
          savedAt={savedAt ?? undefined}
        />
      ) : null}
      {offered ? (
        <UpdatePrompt onReload={apply} onDismiss={() => setDismissed(() => apply)} />
      ) : null}
    </div>
  )
}
