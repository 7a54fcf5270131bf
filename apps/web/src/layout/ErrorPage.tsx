import { Button, paths, Stack } from '@photobooth/ui'
import * as styles from './pages.css'

/**
 * What a crash in a page shows instead of a white screen: a plain message and a way out. It
 * does not rely on the app's providers, which may be what failed.
 */
export function ErrorPage() {
  return (
    <Stack as="main" align="center" justify="center" gap="sm" className={styles.page} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually helps; your data is safe.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
      <a href={paths.home()}>Go to the feed</a>
    </Stack>
  )
}
