'use client'

import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { compose } from '../i18n/compiled/en/compose'
import { useT } from '../i18n/use-t'
import type { PhotoKind } from './crop-math'
import { INITIAL_PHOTO_EDIT, type PhotoEditValue, toPhotoEdit } from './edit-value'
import { isNeutralLook } from './look'
import { isPhotoError } from './photo-error'
import { type PhotoProblem, photoProblem } from './photo-file'
import {
  createPhotoProcessor,
  type OpenedPhoto,
  type PhotoProcessor,
  type PreparedPhoto,
} from './photo-processor'

/** Where a chosen photo is: none yet, being decoded, or ready to edit and post. */
export type PhotoDraftState =
  | { status: 'empty' }
  | { status: 'preparing' }
  | {
      status: 'ready'
      photo: OpenedPhoto
      /** The upright preview, for the editor. */
      src: string
      edit: PhotoEditValue
    }

export interface PhotoDraft {
  state: PhotoDraftState
  /** Why the last chosen file could not be used, in the reader's language; the photo before it
   * stays. */
  problem: string | null
  /** Checks and decodes a chosen file ("Preparing photo…"), then offers it for editing. */
  choose: (file: File) => void
  /**
   * Puts back a photo kept from an earlier visit, as it was prepared then: offered for editing
   * like a chosen one, and sent as it is unless edited again. Resolves `unreadable` (the form
   * as it was, without a message) when it cannot be read, `replaced` when another photo was
   * chosen meanwhile.
   */
  restore: (prepared: Blob) => Promise<PhotoRestoreOutcome>
  /** Applies an edit the user made. */
  edit: (change: Partial<PhotoEditValue>) => void
  /** Forgets the photo. */
  clear: () => void
  /** The photo as it will be uploaded: upright, cropped, resized, without metadata. */
  prepare: () => Promise<PreparedPhoto>
}

/** How putting back a kept photo ended. */
export type PhotoRestoreOutcome = 'restored' | 'unreadable' | 'replaced'

export interface PhotoDraftOptions {
  /**
   * The photo as it would be sent with the edit on screen is ready: prepared ahead once the
   * editing paused, or for the send. A form keeps it as its draft.
   */
  onPrepared?: (prepared: PreparedPhoto) => void
}

/** How long the edit must rest before the photo is prepared ahead of the post. */
const RENDER_AHEAD_AFTER_MS = 300

/** What of an edit decides the output: the crop (in percent, the whole photo as none), the
 * turn and the look. */
function editKey({ area, rotation, look }: PhotoEditValue): string {
  const round = (value: number) => Math.round(value * 1000) / 1000
  const whole =
    area === null ||
    (round(area.x) <= 0 &&
      round(area.y) <= 0 &&
      round(area.width) >= 100 &&
      round(area.height) >= 100)
  const crop = whole ? null : [area.x, area.y, area.width, area.height].map(round)
  return JSON.stringify({ crop, rotation, look: isNeutralLook(look) ? null : look })
}

let shared: PhotoProcessor | undefined

/** One processor (one worker) for every form of the page. */
function sharedProcessor(): PhotoProcessor {
  shared ??= createPhotoProcessor()
  return shared
}

/**
 * The processor the photo forms below use: the page's one by default. Stories hand in one
 * whose preparation they hold, to show and drive what happens meanwhile.
 */
export const PhotoProcessorContext = createContext<() => PhotoProcessor>(sharedProcessor)

/**
 * A photo chosen in a form, from the file to what is uploaded: decoding runs off the main
 * thread, a file that cannot be used leaves the previous photo in place with a message, and
 * leaving the form frees the decoded image.
 */
export function usePhotoDraft(kind: PhotoKind, options: PhotoDraftOptions = {}): PhotoDraft {
  const processor = useContext(PhotoProcessorContext)
  const t = useT(compose)
  const [state, setState] = useState<PhotoDraftState>({ status: 'empty' })
  const onPrepared = useRef(options.onPrepared)
  onPrepared.current = options.onPrepared
  const [problem, setProblem] = useState<PhotoProblem | null>(null)
  // What is shown now, for the callbacks: a failed choice goes back to it.
  const current = useRef(state)
  current.current = state
  const opening = useRef<AbortController | null>(null)
  // The photo as it would be posted with the edit on screen, rendered ahead in the worker;
  // `wanted` once the form waits for it (then it is never stopped).
  const ahead = useRef<{
    photo: OpenedPhoto
    key: string
    render: Promise<PreparedPhoto>
    stop?: AbortController
    wanted?: boolean
  } | null>(null)

  const render = useCallback(
    (photo: OpenedPhoto, edit: PhotoEditValue) => {
      const key = editKey(edit)
      const cached = ahead.current
      if (cached && cached.photo === photo && cached.key === key) return cached.render
      // A render ahead of an edit since changed would only delay this one: it stops.
      if (cached && !cached.wanted) cached.stop?.abort()
      const stop = new AbortController()
      const rendering = processor().render(photo, toPhotoEdit(edit), kind, stop.signal)
      rendering.then(
        (prepared) => {
          // Reported only while it is still what the form shows.
          const shown = current.current
          if (shown.status === 'ready' && shown.photo === photo && editKey(shown.edit) === key) {
            onPrepared.current?.(prepared)
          }
        },
        () => {
          // A failed render ahead is tried again when it is needed.
          if (ahead.current?.render === rendering) ahead.current = null
        },
      )
      ahead.current = { photo, key, render: rendering, stop }
      return rendering
    },
    [kind, processor],
  )

  const release = useCallback(
    (draft: PhotoDraftState) => {
      if (draft.status !== 'ready') return
      if (ahead.current?.photo === draft.photo) {
        ahead.current.stop?.abort()
        ahead.current = null
      }
      processor().close(draft.photo)
      URL.revokeObjectURL(draft.src)
    },
    [processor],
  )

  /** Opens a file for editing; a restored one is already prepared as it will be sent. */
  const open = useCallback(
    (file: File, restored: boolean): Promise<PhotoRestoreOutcome> => {
      opening.current?.abort()
      const controller = new AbortController()
      opening.current = controller
      const before = current.current
      setProblem(null)
      setState({ status: 'preparing' })
      return processor()
        .open(file, controller.signal)
        .then((photo) => {
          if (controller.signal.aborted) {
            processor().close(photo)
            return 'replaced'
          }
          release(before)
          setState({
            status: 'ready',
            photo,
            src: URL.createObjectURL(photo.preview),
            edit: INITIAL_PHOTO_EDIT,
          })
          if (restored) {
            // Untouched, it goes as it was kept: no second encoding.
            const { width, height } = photo
            ahead.current = {
              photo,
              key: editKey(INITIAL_PHOTO_EDIT),
              render: Promise.resolve({ blob: file, width, height, type: file.type }),
            }
          }
          return 'restored'
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return 'replaced'
          setState(before)
          if (!restored)
            setProblem(isPhotoError(error) ? error.problem : photoProblem('unreadable'))
          return 'unreadable'
        })
    },
    [release, processor],
  )

  const choose = useCallback((file: File) => void open(file, false), [open])

  const restore = useCallback(
    (prepared: Blob) => {
      const type = prepared.type === 'image/webp' ? 'image/webp' : 'image/jpeg'
      const name = type === 'image/webp' ? 'photo.webp' : 'photo.jpg'
      return open(new File([prepared], name, { type }), true)
    },
    [open],
  )

  const edit = useCallback((change: Partial<PhotoEditValue>) => {
    setState((draft) =>
      draft.status === 'ready' ? { ...draft, edit: { ...draft.edit, ...change } } : draft,
    )
  }, [])

  const clear = useCallback(() => {
    opening.current?.abort()
    release(current.current)
    setProblem(null)
    setState({ status: 'empty' })
  }, [release])

  const prepare = useCallback(async () => {
    const draft = current.current
    if (draft.status !== 'ready') throw new Error('No photo is ready to prepare')
    const rendering = render(draft.photo, draft.edit)
    if (ahead.current?.render === rendering) ahead.current.wanted = true
    return rendering
  }, [render])

  // Once the editing pauses, the photo is prepared ahead, so that posting it waits for the
  // upload alone. Only the crop counts: panning and zooming settle into it.
  const settled = state.status === 'ready' ? state : null
  const settledKey = settled ? editKey(settled.edit) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the edit.
  useEffect(() => {
    if (!settled) return
    const timer = setTimeout(() => void render(settled.photo, settled.edit), RENDER_AHEAD_AFTER_MS)
    return () => clearTimeout(timer)
  }, [settled?.photo, settledKey, render])

  // A form that takes photos starts the photo worker at once, not when the photo is chosen.
  useEffect(() => processor().warm(), [processor])

  // Leaving the form: stop a decode on its way and free the photo.
  useEffect(
    () => () => {
      opening.current?.abort()
      release(current.current)
    },
    [release],
  )

  return {
    state,
    problem: problem && t(problem.id, problem.values),
    choose,
    restore,
    edit,
    clear,
    prepare,
  }
}
