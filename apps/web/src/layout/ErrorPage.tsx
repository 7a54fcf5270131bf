import { Button, pageMessages, paths, Stack, useT } from '@photobooth/ui'
import * as styles from './pages.css'

/**
 * What a crash in a page shows instead of a white screen: a plain message and a way out. It
 * relies on nothing but the language of the `UiProvider` around the routes (the app's other
 * providers may be what failed).
 */
export function ErrorPage() {
  const t = useT(pageMessages)
  return (
    <Stack as="main" align="center" justify="center" gap="sm" className={styles.page} role="alert">
      <h1 className={styles.title}>{t('pages.error.title')}</h1>
      <p>{t('pages.error.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('pages.error.reload')}</Button>
      <a href={paths.home()}>{t('pages.toFeed')}</a>
    </Stack>
  )
}
