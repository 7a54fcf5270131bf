/**
 * The photo pipeline: what the screens use to turn a chosen photo into an upload (upright,
 * cropped, resized, re-encoded without metadata), off the main thread where possible.
 */
export {
  ASPECT_PRESETS,
  type AspectPreset,
  AVATAR_MAX_EDGE,
  type PercentArea,
  type PhotoRotation,
  POST_MAX_EDGE,
  presetAspect,
  rotateClockwise,
  rotatedSize,
  type Size,
} from './crop-math'
export {
  aspectPreset,
  cropAspect,
  INITIAL_PHOTO_EDIT,
  MAX_ZOOM,
  MIN_ZOOM,
  type PhotoEditValue,
  rotated,
  toPhotoEdit,
} from './edit-value'
export {
  ADJUSTMENTS,
  type AdjustmentId,
  applyLook,
  INITIAL_LOOK,
  isNeutralLook,
  LOOKS,
  type LookAdjustments,
  type LookId,
  type LookProgram,
  lookProgram,
  type PhotoLook,
} from './look'
export { isPhotoError, PhotoError } from './photo-error'
export {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  type PhotoErrorCode,
  type PhotoProblem,
  photoFileProblem,
  photoProblem,
} from './photo-file'
export {
  createPhotoProcessor,
  type OpenedPhoto,
  type PhotoEdit,
  type PhotoKind,
  type PhotoProcessor,
  type PhotoProcessorOptions,
  type PreparedPhoto,
} from './photo-processor'
export {
  type PhotoDraft,
  type PhotoDraftOptions,
  type PhotoDraftState,
  type PhotoRestoreOutcome,
  usePhotoDraft,
} from './use-photo-draft'
