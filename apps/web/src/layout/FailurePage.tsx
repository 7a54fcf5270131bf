import { Stack, useT, useUi, webMessages } from '@photobooth/ui'
import * as styles from './pages.css'

export interface FailurePageProps {
  error: unknown
  /**
   * Whether the app had started when it stopped (an error no part of it caught, its pages' code
   * failing to arrive): "Something went wrong". Otherwise it could not start at all (no service
   * worker for the demo, a broken deployment …): "PhotoBooth could not start".
   */
  started: boolean
}

/**
 * The page in place of the whole app when it cannot go on, with a way to try again. Shown in a
 * `UiProvider` of its own (main.tsx), in the language the app would have shown; its texts are
 * in the first view's part of the catalogue, since the app's other code may be what failed.
 */
export function FailurePage({ error, started }: FailurePageProps) {
  const t = useT(webMessages)
  const { productName } = useUi()
  // The error's own words, for whoever reports it: technical, as it came.
  const detail = error instanceof Error ? error.message : String(error)
  return (
    <Stack as="main" align="center" justify="center" gap="sm" className={styles.page} role="alert">
      <h1 className={styles.title}>
        {started ? t('web.failure.title') : t('web.startup.title', { product: productName })}
      </h1>
      <p>{started ? t('web.failure.body', { product: productName }) : t('web.startup.body')}</p>
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
