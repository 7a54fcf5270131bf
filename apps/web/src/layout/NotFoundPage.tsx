import { EmptyState, paths, SearchIcon, Stack, useUi } from '@photobooth/ui'
import * as styles from './pages.css'

/** Any path the product does not have. */
export function NotFoundPage() {
  const { Link } = useUi()
  return (
    <Stack as="main" align="center" justify="center" gap="sm" className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <EmptyState
        icon={<SearchIcon size={32} />}
        title="This page does not exist."
        detail="The link may be broken, or the page may have been removed."
        action={
          <Stack asChild inline direction="row">
            <Link href={paths.home()} className={styles.homeLink}>
              Go to the feed
            </Link>
          </Stack>
        }
      />
    </Stack>
  )
}
