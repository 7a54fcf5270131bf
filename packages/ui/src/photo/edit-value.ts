import {
  ASPECT_PRESETS,
  type AspectPreset,
  type PercentArea,
  type PhotoEdit,
  type PhotoRotation,
  presetAspect,
  rotateClockwise,
  type Size,
} from './crop-math'
import { INITIAL_LOOK, isNeutralLook, type PhotoLook } from './look'

/** What the editor shows and the user changes: the crop's shape, position, zoom and turn, and
 * (a post's photo) its look. */
export interface PhotoEditValue {
  aspect: AspectPreset['id']
  /** Where the photo is panned under the crop, in the editor's pixels (react-easy-crop's). */
  crop: { x: number; y: number }
  zoom: number
  rotation: PhotoRotation
  /** The crop in percent of the turned photo as the editor last reported it; null = all of it. */
  area: PercentArea | null
  /** A filter at a strength and six adjustments (posts; avatars keep the crop only). */
  look: PhotoLook
}

/** Untouched: the whole photo, upright, as it was taken. Posting it needs no editing. */
export const INITIAL_PHOTO_EDIT: PhotoEditValue = {
  aspect: 'original',
  crop: { x: 0, y: 0 },
  zoom: 1,
  rotation: 0,
  area: null,
  look: INITIAL_LOOK,
}

export const MIN_ZOOM = 1
export const MAX_ZOOM = 3

/** The editor's changes as the pipeline takes them. */
export function toPhotoEdit(value: PhotoEditValue): PhotoEdit {
  return {
    rotation: value.rotation,
    area: value.area,
    ...(isNeutralLook(value.look) ? {} : { look: value.look }),
  }
}

export function aspectPreset(id: AspectPreset['id']): AspectPreset {
  return ASPECT_PRESETS.find((preset) => preset.id === id) ?? (ASPECT_PRESETS[0] as AspectPreset)
}

/** The crop's width / height for the value's preset (avatars are always square). */
export function cropAspect(value: PhotoEditValue, size: Size, shape: 'post' | 'avatar'): number {
  return shape === 'avatar' ? 1 : presetAspect(aspectPreset(value.aspect), size, value.rotation)
}

/** A quarter turn clockwise; the crop starts again from the centre. */
export function rotated(value: PhotoEditValue): Partial<PhotoEditValue> {
  return { rotation: rotateClockwise(value.rotation), crop: { x: 0, y: 0 } }
}
