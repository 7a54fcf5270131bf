'use client'

import { type ReactNode, useId } from 'react'
import { button as buttonStyle } from '../../components/Button/Button.css'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { LoadFailure } from '../../components/LoadState/LoadFailure'
import type { LoadStatus } from '../../components/LoadState/load-status'
import { Heading, Text } from '../../components/Text/Text'
import { PostForm, PostFormPage } from '../../forms/PostForm/PostForm'
import type { PostFormFields } from '../../forms/use-post-form'
import { compose } from '../../i18n/compiled/en/compose'
import { useT } from '../../i18n/use-t'
import { AlertIcon, CheckIcon, EditIcon, ImageIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { useUi } from '../../provider/ui-context'
import { stack } from '../../styles/layout.css'
import * as styles from './EditPostScreen.css'

/** What the edit screen shows: the post's form, or why there is none. */
/** Where the post to edit stands: as any load, or someone else's (`notOwner`). */
export type EditPostStatus = LoadStatus | 'notOwner'

export interface EditPostViewProps {
  /** `stale`: a later refresh of the post failed; the user edits the version loaded earlier. */
  status: EditPostStatus
  /** The post being edited (its "Cancel" and "Back to post" links). */
  postId: string
  /** `failed` or `stale`: the retry under way. */
  retrying?: boolean
  onRetry?: () => void
  /** `ready` and `stale`: the form, and the post's image as stored (`uploads/…`). */
  form?: PostFormFields & { currentImage?: string | null }
  /** The success overlay is fading out, as the app is about to leave for the post. */
  fading?: boolean
}

/** Edit an own post: the header, then the post form (with its success overlay) or why there
 * is none. A pure view of `EditPostScreen`. */
export function EditPostView({
  status,
  postId,
  retrying = false,
  onRetry,
  form,
  fading = false,
}: EditPostViewProps) {
  const t = useT(compose)
  const { Link, paths } = useUi()
  const titleId = useId()

  let body: ReactNode
  if ((status === 'ready' || status === 'stale') && form) {
    body = (
      <>
        {status === 'stale' ? (
          <LoadFailure
            status="stale"
            className={styles.notice}
            message={t('compose.edit.refreshFailed')}
            retrying={retrying}
            onRetry={onRetry}
          />
        ) : null}
        <EditPostForm form={form} postId={postId} fading={fading} />
      </>
    )
  } else if (status === 'notOwner') {
    // The server would answer 403 anyway: say so before anything is typed.
    body = (
      <EmptyState
        icon={<EditIcon size={28} />}
        title={t('compose.edit.notOwner')}
        action={
          <Link href={paths.post(postId)} className={buttonStyle({ variant: 'secondary' })}>
            {t('compose.edit.backToPost')}
          </Link>
        }
      />
    )
  } else if (status === 'notFound') {
    body = (
      <LoadFailure
        status="notFound"
        icon={<ImageIcon size={28} />}
        message={t('compose.edit.notFound')}
        detail={t('compose.edit.notFoundDetail')}
        action={
          <Link href={paths.home()} className={buttonStyle({ variant: 'secondary' })}>
            {t('compose.edit.backToFeed')}
          </Link>
        }
      />
    )
  } else if (status === 'failed') {
    body = (
      <LoadFailure
        status="failed"
        icon={<AlertIcon size={28} />}
        message={t('compose.edit.loadFailed')}
        detail={t('compose.edit.loadFailedDetail')}
        retrying={retrying}
        onRetry={onRetry}
      />
    )
  } else {
    body = <Loader className={styles.loader} />
  }

  return (
    <PostFormPage labelledBy={titleId}>
      <Stack as="header" direction="row" align="center" justify="center" className={styles.header}>
        <Heading level={1} size="lg" id={titleId}>
          {t('compose.edit.title')}
        </Heading>
      </Stack>
      {body}
    </PostFormPage>
  )
}

/** The form, covered by the success overlay once the post is saved. */
function EditPostForm({
  form,
  postId,
  fading,
}: {
  form: NonNullable<EditPostViewProps['form']>
  postId: string
  fading: boolean
}) {
  const t = useT(compose)
  const updated = form.status === 'done'
  return (
    <div className={styles.formArea}>
      <PostForm {...form} mode="edit" postId={postId} aria-label={t('compose.edit.title')} />

      {/* Always present, so that screen readers announce the success when it fills in. */}
      <div
        role="status"
        className={
          updated
            ? cx(stack({ align: 'center', justify: 'center', gap: 'sm' }), styles.overlay)
            : undefined
        }
        data-state={fading ? 'fading' : 'shown'}
      >
        {updated ? (
          <>
            <Stack
              as="span"
              inline
              direction="row"
              className={styles.overlayIcon}
              aria-hidden="true"
            >
              <CheckIcon size={32} />
            </Stack>
            <Text as="p" size="xl" weight="bold" tone="default">
              {t('compose.edit.updatedTitle')}
            </Text>
            <Text as="p" tone="muted">
              {t('compose.edit.redirecting')}
            </Text>
          </>
        ) : null}
      </div>
    </div>
  )
}
