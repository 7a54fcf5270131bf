import { Stack } from '@photobooth/ui'
import * as styles from './pages.css'

/** The app could not start (no service worker for the demo, a broken deployment …). */
export function StartupError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <Stack as="main" align="center" justify="center" gap="sm" className={styles.page} role="alert">
      <h1 className={styles.title}>PhotoBooth could not start</h1>
      <p>
        Something stopped the app from loading. Check your connection and try again. In demo mode
        your browser must allow service workers (private windows sometimes do not).
      </p>
      <p>
        <small>{detail}</small>
      </p>
      <Stack
        as="button"
        inline
        direction="row"
        type="button"
        className={styles.homeLink}
        onClick={() => window.location.reload()}
      >
        Try again
      </Stack>
    </Stack>
  )
}
