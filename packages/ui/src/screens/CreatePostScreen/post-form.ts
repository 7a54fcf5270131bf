import { useEffect, useState } from 'react'
import { CAPTION_MAX } from '../../forms/validators'

/**
 * Rules and helpers the create and edit post forms share (spec §5, §9): a caption is
 * required after trimming and at most 2,200 characters; a new post needs an image.
 */

// The counter's exact format is "1,234/2,200" whatever the reader's locale.
const count = new Intl.NumberFormat('en-US')

export const IMAGE_REQUIRED = 'An image is required.'
export const CAPTION_REQUIRED = 'A caption is required.'
export const CAPTION_TOO_LONG = `Caption must be ${count.format(CAPTION_MAX)} characters or less.`

/** The caption counter: "n/2,200". */
export function captionCounter(caption: string): string {
  return `${count.format(caption.length)}/${count.format(CAPTION_MAX)}`
}

/** Why a caption cannot be sent, or undefined when it can. */
export function captionProblem(caption: string): string | undefined {
  if (!caption.trim()) return CAPTION_REQUIRED
  // `maxLength` stops typing past the limit, but a caption saved elsewhere can be longer.
  if (caption.length > CAPTION_MAX) return CAPTION_TOO_LONG
  return undefined
}

/**
 * A temporary URL showing a chosen file, revoked when the file changes or the component
 * unmounts. Created in an effect (not during render) so that React's double-invoked effects
 * in development never leave an image pointing at a revoked URL.
 */
export function useObjectUrl(file: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file) {
      setUrl(undefined)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

/** Focuses a named control of a form (the first invalid field after a submit). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const element = form?.elements.namedItem(name)
  if (element instanceof HTMLElement) element.focus()
}
