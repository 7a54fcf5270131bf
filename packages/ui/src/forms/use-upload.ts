'use client'

import { isApiError, type UploadOptions, type UploadProgress } from '@photobooth/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PhotoFieldUpload } from '../components/PhotoField/PhotoField'

/** One upload from a form: its phase for the progress bar, and a way to cancel it. */
export interface Upload {
  /** Null when nothing is being sent. */
  state: PhotoFieldUpload | null
  /** Starts an upload (the photo being prepared); the returned options go to the API call. */
  begin: () => Required<UploadOptions>
  /** The upload is over (sent, failed or cancelled): the form comes back. */
  end: () => void
  /** Stops the upload under way. */
  cancel: () => void
}

/** The percent sent, or null while the browser has said nothing useful (a service worker
 * answering the request reports no progress). */
function percentOf({ loaded, total }: UploadProgress): number | null {
  return total > 0 && loaded > 0 ? (loaded / total) * 100 : null
}

export function useUpload(): Upload {
  const [state, setState] = useState<PhotoFieldUpload | null>(null)
  const controller = useRef<AbortController | null>(null)

  const begin = useCallback(() => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setState({ phase: 'preparing' })
    return {
      signal: current.signal,
      onUploadProgress: (progress: UploadProgress) => {
        if (!current.signal.aborted) setState({ phase: 'uploading', percent: percentOf(progress) })
      },
    }
  }, [])

  const end = useCallback(() => {
    controller.current = null
    setState(null)
  }, [])

  const cancel = useCallback(() => controller.current?.abort(), [])

  // Leaving the form stops what it was sending.
  useEffect(() => () => controller.current?.abort(), [])

  return { state, begin, end, cancel }
}

/** Whether an upload ended because the user cancelled it. */
export function isCancelled(error: unknown): boolean {
  if (isApiError(error)) return error.code === 'ABORTED'
  return error instanceof DOMException && error.name === 'AbortError'
}
