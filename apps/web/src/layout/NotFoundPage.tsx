import { EmptyState, paths, SearchIcon, useUi } from '@photobooth/ui'
import * as styles from './pages.css'

/** Any path the product does not have. */
export function NotFoundPage() {
  const { Link } = useUi()
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <EmptyState
        icon={<SearchIcon size={32} />}
        title="This page does not exist."
        detail="The link may be broken, or the page may have been removed."
        action={
          <Link href={paths.home()} className={styles.homeLink}>
            Go to the feed
          </Link>
        }
      />
    </main>
  )
}
