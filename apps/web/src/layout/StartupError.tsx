import { Stack, useT, useUi, webMessages } from '@photobooth/ui'
import * as styles from './pages.css'

/**
 * The app could not start (no service worker for the demo, a broken deployment …). Shown in a
 * `UiProvider` of its own (main.tsx), in the language the app would have shown.
 */
export function StartupError({ error }: { error: unknown }) {
  const t = useT(webMessages)
  const { productName } = useUi()
  // The error's own words, for whoever reports it: technical, as it came.
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <Stack as="main" align="center" justify="center" gap="sm" className={styles.page} role="alert">
      <h1 className={styles.title}>{t('web.startup.title', { product: productName })}</h1>
      <p>{t('web.startup.body')}</p>
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
        {t('web.startup.retry')}
      </Stack>
    </Stack>
  )
}
