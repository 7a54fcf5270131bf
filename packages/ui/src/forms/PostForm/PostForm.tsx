'use client'

import { CAPTION_MAX, type User } from '@photobooth/api-client'
import type { ReactNode } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button } from '../../components/Button/Button'
import { button as buttonStyle } from '../../components/Button/Button.css'
import { TextArea } from '../../components/Field/Field'
import { Cluster, Stack } from '../../components/Layout/Layout'
import { PhotoField } from '../../components/PhotoField/PhotoField'
import { Text } from '../../components/Text/Text'
import { DraftNotice } from '../../drafts/DraftNotice/DraftNotice'
import { compose } from '../../i18n/compiled/en/compose'
import { forms } from '../../i18n/compiled/en/forms'
import { useT } from '../../i18n/use-t'
import { CheckIcon, ImageIcon } from '../../icons/icons'
import { useUi } from '../../provider/ui-context'
import { useImageUrl } from '../../provider/use-image-url'
import type { PostFormFields } from '../use-post-form'
import { captionCounter } from '../validators'
import * as styles from './PostForm.css'

export interface PostFormProps extends PostFormFields {
  /** A new post (its author line; sent from the screen's header) or an edit of one (its
   * current image, Cancel and "Update Post"). */
  mode: 'create' | 'edit'
  /** The form's id, for a submit button outside it. */
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  /** Create: who is posting. */
  author?: Pick<User, 'name' | 'avatar'> | null
  /** Create: why the last send failed. */
  failure?: string | null
  /** Create: the last upload was cancelled. */
  cancelled?: boolean
  /** Edit: the post (Cancel goes back to it). */
  postId?: string
  /** Edit: the post's image as stored (`uploads/…`), shown until another photo is chosen. */
  currentImage?: string | null
}

/**
 * The post form, for a new post and for an edit: the photo (chosen, prepared, cropped, its
 * upload followed with Cancel) beside the caption and its "n/2,200" counter. A pure view: the
 * state comes from `usePostForm` (or a story's args), intents go out.
 */
export function PostForm({
  mode,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  caption,
  captionError,
  onCaptionChange,
  photo,
  photoError,
  onPickPhoto,
  onEditPhoto,
  onClearPhoto,
  upload,
  onCancelUpload,
  status,
  onSubmit,
  draftRestored = false,
  onDiscardDraft,
  author,
  failure,
  cancelled = false,
  postId = '',
  currentImage,
}: PostFormProps) {
  const { Link, paths } = useUi()
  const t = useT(compose)
  // Its own call: `useT(compose, forms)` types its ids as those of the part "app" alone.
  const tForms = useT(forms)
  const currentImageUrl = useImageUrl()(currentImage)
  const locked = status !== 'editing'
  const create = mode === 'create'

  let empty: ReactNode
  if (create) {
    empty = (
      <Stack align="center" gap="sm" className={styles.placeholder}>
        <ImageIcon size={56} />
        <Text as="p" size="lg" tone="default">
          {t('compose.create.emptyPhoto')}
        </Text>
      </Stack>
    )
  } else if (currentImageUrl) {
    empty = (
      <img className={styles.image} src={currentImageUrl} alt={t('compose.edit.currentImage')} />
    )
  } else {
    empty = <ImageIcon size={56} className={styles.noImage} />
  }

  return (
    <form
      id={id}
      className={styles.body}
      onSubmit={onSubmit}
      noValidate
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
    >
      {draftRestored && onDiscardDraft && status !== 'done' ? (
        <DraftNotice className={styles.failure} disabled={locked} onDiscard={onDiscardDraft} />
      ) : null}
      {failure ? <Alert className={styles.failure}>{failure}</Alert> : null}
      {cancelled ? (
        <Alert tone="info" className={styles.failure}>
          {t('compose.upload.cancelled')}
        </Alert>
      ) : null}

      <Stack gap="md">
        <PhotoField
          photo={photo}
          pickLabel={t(create ? 'compose.create.pickPhoto' : 'compose.edit.changeImage')}
          changeLabel={t(create ? 'compose.create.changePhoto' : 'compose.edit.changeImage')}
          name="image"
          empty={empty}
          error={photoError}
          actions={
            !create && photo.status === 'ready' ? (
              <Button variant="ghost" size="small" disabled={locked} onClick={onClearPhoto}>
                {t('compose.edit.keepImage')}
              </Button>
            ) : null
          }
          disabled={locked}
          upload={upload}
          onPick={onPickPhoto}
          onEdit={onEditPhoto}
          onCancelUpload={onCancelUpload}
        />
      </Stack>

      {/* A new post's author line sits close to the caption; an edit's actions further below. */}
      <Stack gap={create ? 'md' : 'lg'}>
        {create && author ? (
          <Stack direction="row" align="center" gap="sm">
            <Avatar user={author} size="small" />
            <Text weight="medium">{author.name}</Text>
          </Stack>
        ) : null}
        <TextArea
          label={t('compose.caption')}
          name="caption"
          rows={create ? 10 : 8}
          required={!create}
          maxLength={CAPTION_MAX}
          placeholder={t('compose.captionPlaceholder')}
          value={caption}
          onChange={(event) => onCaptionChange(event.target.value)}
          counter={captionCounter(caption, tForms)}
          error={captionError}
          disabled={locked}
        />
        {create ? null : (
          <Cluster justify="end" gap="sm">
            <Link href={paths.post(postId)} className={buttonStyle({ variant: 'secondary' })}>
              {t('compose.cancel')}
            </Link>
            <Button
              type="submit"
              busy={status === 'sending' || status === 'waiting'}
              busyLabel={t(
                status === 'waiting' ? 'compose.photo.preparing' : 'compose.edit.updating',
              )}
              disabled={status === 'done'}
            >
              {status === 'done' ? (
                <>
                  <CheckIcon size={18} />
                  {t('compose.edit.updated')}
                </>
              ) : (
                t('compose.edit.update')
              )}
            </Button>
          </Cluster>
        )}
      </Stack>
    </form>
  )
}

/** The page and card the post form's screens share. */
export function PostFormPage({
  labelledBy,
  children,
}: {
  /** The id of the page's title. */
  labelledBy: string
  children: ReactNode
}) {
  return (
    <Stack
      as="main"
      direction="row"
      justify="center"
      className={styles.page}
      aria-labelledby={labelledBy}
    >
      <div className={styles.card}>{children}</div>
    </Stack>
  )
}
