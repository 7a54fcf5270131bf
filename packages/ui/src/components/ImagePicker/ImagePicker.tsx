'use client'

import { type ReactNode, useId, useRef } from 'react'
import { ImageIcon } from '../../icons/icons'
import { PHOTO_ACCEPT } from '../../photo/photo-file'
import { Stack } from '../Layout/Layout'
import * as styles from './ImagePicker.css'

export interface ImagePickerProps {
  /** The button's text, e.g. "Select from computer" or "Change Image". */
  label: ReactNode
  /** A file was chosen: the photo pipeline checks it (type, size) and says what is wrong. */
  onPick: (file: File) => void
  disabled?: boolean
  /** Extra description read with the button (e.g. the error's id). */
  describedBy?: string
  name?: string
}

/**
 * Chooses a photo: a real file input (keyboard and screen readers reach it) styled as a
 * button, offering the images phones and cameras make, HEIC included.
 */
export function ImagePicker({ label, onPick, disabled, describedBy, name }: ImagePickerProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <Stack gap="sm">
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={PHOTO_ACCEPT}
        className={styles.input}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Let the same file be chosen again after a rejection.
          event.target.value = ''
          if (file) onPick(file)
        }}
      />
      <Stack
        as="label"
        inline
        direction="row"
        align="center"
        justify="center"
        gap="sm"
        htmlFor={id}
        className={styles.button}
      >
        <ImageIcon size={20} />
        {label}
      </Stack>
    </Stack>
  )
}
