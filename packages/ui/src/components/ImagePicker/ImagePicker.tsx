import { type ReactNode, useId, useRef } from 'react'
import { ImageIcon } from '../Icon/icons'
import * as styles from './ImagePicker.css'
import { IMAGE_ACCEPT, imageFileProblem } from './image-file'

export interface ImagePickerProps {
  /** The button's text, e.g. "Select from computer" or "Change Image". */
  label: ReactNode
  /** A usable image was chosen. */
  onPick: (file: File) => void
  /** The chosen file is not an image or is too large: the message to show. */
  onReject: (message: string) => void
  disabled?: boolean
  /** Extra description read with the button (e.g. the error's id). */
  describedBy?: string
  name?: string
}

/**
 * Chooses an image: a real file input (keyboard and screen readers reach it) styled as a
 * button; only images are offered and anything else is refused with a message.
 */
export function ImagePicker({
  label,
  onPick,
  onReject,
  disabled,
  describedBy,
  name,
}: ImagePickerProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className={styles.root}>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        className={styles.input}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Let the same file be chosen again after a rejection.
          event.target.value = ''
          if (!file) return
          const problem = imageFileProblem(file)
          if (problem) onReject(problem)
          else onPick(file)
        }}
      />
      <label htmlFor={id} className={styles.button}>
        <ImageIcon size={20} />
        {label}
      </label>
    </div>
  )
}
