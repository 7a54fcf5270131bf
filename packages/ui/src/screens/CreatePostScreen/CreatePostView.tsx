'use client'

import type { User } from '@photobooth/api-client'
import { useId } from 'react'
import { Button, IconButton } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { Heading, Text } from '../../components/Text/Text'
import { PostForm, PostFormPage } from '../../forms/PostForm/PostForm'
import type { PostFormFields } from '../../forms/use-post-form'
import { compose } from '../../i18n/compiled/en/compose'
import { useT } from '../../i18n/use-t'
import { BackIcon } from '../../icons/icons'
import * as styles from './CreatePostScreen.css'

export interface CreatePostViewProps extends PostFormFields {
  /** Who is posting, shown above the caption. */
  author?: Pick<User, 'name' | 'avatar'> | null
  /** Why the last send failed, e.g. "Failed to create post. Please try again.". */
  failure?: string | null
  /** The last upload was cancelled. */
  cancelled?: boolean
  /** The "Post Created!" dialog is open. */
  createdDialogOpen?: boolean
  /**
   * The dialog also says the post may show twice: the connection dropped while it was sent, and
   * a copy the server stored too was kept (someone had answered it, or it could not be removed).
   */
  mayShowTwice?: boolean
  /** The header's back button. */
  onBack: () => void
  /** The dialog's "Continue to Feed", or the dialog closed any other way. */
  onContinueToFeed: () => void
}

/** New post: the header (back, "Create new post", "Post"), the post form and the "Post
 * Created!" dialog. A pure view of `CreatePostScreen`. */
export function CreatePostView({
  onBack,
  createdDialogOpen = false,
  mayShowTwice = false,
  onContinueToFeed,
  ...form
}: CreatePostViewProps) {
  const t = useT(compose)
  const titleId = useId()
  const formId = useId()
  return (
    <PostFormPage labelledBy={titleId}>
      <header className={styles.header}>
        <IconButton label={t('compose.back')} onClick={onBack} className={styles.headerStart}>
          <BackIcon size={24} />
        </IconButton>
        <Heading level={1} size="lg" id={titleId} className={styles.title}>
          {t('compose.create.title')}
        </Heading>
        <Button
          type="submit"
          form={formId}
          className={styles.headerEnd}
          busy={form.status === 'sending' || form.status === 'waiting'}
          busyLabel={t(
            form.status === 'waiting' ? 'compose.photo.preparing' : 'compose.create.posting',
          )}
          disabled={form.status === 'done'}
        >
          {t('compose.create.post')}
        </Button>
      </header>

      <PostForm {...form} mode="create" id={formId} aria-labelledby={titleId} />

      <Dialog
        open={createdDialogOpen}
        onOpenChange={(open) => (open ? undefined : onContinueToFeed())}
        title={t('compose.create.createdTitle')}
        description={t('compose.create.createdDescription')}
        centered
        hideClose
        actions={
          <Button fullWidth onClick={onContinueToFeed}>
            {t('compose.create.continueToFeed')}
          </Button>
        }
      >
        {mayShowTwice ? (
          <Text as="p" size="sm" tone="muted" className={styles.note}>
            {t('compose.create.mayShowTwice')}
          </Text>
        ) : null}
      </Dialog>
    </PostFormPage>
  )
}
