'use client'

import { type ReactNode, useEffect, useId } from 'react'
import { compose } from '../../i18n/compiled/en/compose'
import { useT } from '../../i18n/use-t'
import type { PhotoDraftState, PhotoEditValue, Size } from '../../photo'
import { FieldError } from '../Field/Field'
import { ImagePicker } from '../ImagePicker/ImagePicker'
import { Cluster, Stack } from '../Layout/Layout'
import { PhotoEditor, preloadPhotoEditor } from '../PhotoEditor/PhotoEditor'
import { UploadProgress } from '../UploadProgress/UploadProgress'
import * as styles from './PhotoField.css'

/** What the field shows: no photo, one being prepared, or one to edit. */
export type PhotoFieldPhoto =
  | { status: 'empty' }
  | { status: 'preparing' }
  | { status: 'ready'; src: string; size: Size; edit: PhotoEditValue }

/** An upload under way: the photo being prepared for it, then the bytes going up. */
export type PhotoFieldUpload =
  | { phase: 'preparing' }
  | { phase: 'uploading'; percent: number | null }

/** The field's photo for a draft of the photo pipeline. */
export function draftPhoto(state: PhotoDraftState): PhotoFieldPhoto {
  return state.status === 'ready'
    ? { status: 'ready', src: state.src, size: state.photo, edit: state.edit }
    : state
}

export interface PhotoFieldProps {
  photo: PhotoFieldPhoto
  /** A post's photo (shapes to choose) or an avatar (a circle). */
  shape?: 'post' | 'avatar'
  /** The picker's text without a photo, e.g. "Select from computer". */
  pickLabel: ReactNode
  /** The picker's text with a photo, e.g. "Change photo". */
  changeLabel?: ReactNode
  /** The frame's content without a photo (a placeholder, or the current image). */
  empty?: ReactNode
  /** Why the photo cannot be used (or is missing), shown under the picker. */
  error?: string | undefined
  /** Controls beside the picker, e.g. "Keep current image". */
  actions?: ReactNode
  /** The form is sending or done: nothing can change. */
  disabled?: boolean
  upload?: PhotoFieldUpload | null
  onPick: (file: File) => void
  onEdit: (change: Partial<PhotoEditValue>) => void
  onCancelUpload?: () => void
  name?: string
}

/**
 * A form's photo: choose one, watch it being prepared ("Preparing photo…"), crop, zoom and
 * turn it, then follow its upload with a progress bar and Cancel. A pure view: the owner keeps
 * the photo, its edit and the upload.
 */
export function PhotoField({
  photo,
  shape = 'post',
  pickLabel,
  changeLabel = pickLabel,
  empty,
  error,
  actions,
  disabled = false,
  upload = null,
  onPick,
  onEdit,
  onCancelUpload,
  name,
}: PhotoFieldProps) {
  const t = useT(compose)
  const errorId = useId()
  const locked = disabled || upload !== null
  // The editor's code arrives while the user picks a photo.
  useEffect(preloadPhotoEditor, [])
  return (
    <Stack gap="md">
      {photo.status === 'ready' ? (
        <PhotoEditor
          src={photo.src}
          size={photo.size}
          value={photo.edit}
          onChange={onEdit}
          shape={shape}
          disabled={locked}
        />
      ) : (
        <Stack
          direction="row"
          align="center"
          justify="center"
          className={styles.frame}
          data-shape={shape}
          aria-busy={photo.status === 'preparing'}
        >
          {photo.status === 'preparing' ? (
            <Stack
              as="p"
              inline
              direction="row"
              align="center"
              gap="sm"
              className={styles.preparing}
              role="status"
            >
              <span className={styles.spinner} aria-hidden="true" />
              {t('compose.photo.preparing')}
            </Stack>
          ) : (
            empty
          )}
        </Stack>
      )}

      {upload ? (
        <UploadProgress
          label={
            upload.phase === 'preparing'
              ? t('compose.photo.preparing')
              : t('compose.upload.uploading')
          }
          percent={upload.phase === 'uploading' ? upload.percent : null}
          onCancel={() => onCancelUpload?.()}
        />
      ) : (
        <Stack gap="xs">
          <Cluster gap="sm">
            <ImagePicker
              label={photo.status === 'ready' ? changeLabel : pickLabel}
              name={name}
              disabled={locked || photo.status === 'preparing'}
              describedBy={error ? errorId : undefined}
              onPick={onPick}
            />
            {actions}
          </Cluster>
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </Stack>
      )}
    </Stack>
  )
}
