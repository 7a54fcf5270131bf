import { EmptyState, pageMessages, paths, SearchIcon, Stack, useT, useUi } from '@photobooth/ui'
import * as styles from './pages.css'

/** Any path the product does not have. */
export function NotFoundPage() {
  const { Link } = useUi()
  const t = useT(pageMessages)
  return (
    <Stack as="main" align="center" justify="center" gap="sm" className={styles.page}>
      <h1 className={styles.title}>{t('pages.notFound.title')}</h1>
      <EmptyState
        icon={<SearchIcon size={32} />}
        title={t('pages.notFound.message')}
        detail={t('pages.notFound.detail')}
        action={
          <Stack asChild inline direction="row">
            <Link href={paths.home()} className={styles.homeLink}>
              {t('pages.toFeed')}
            </Link>
          </Stack>
        }
      />
    </Stack>
  )
}
