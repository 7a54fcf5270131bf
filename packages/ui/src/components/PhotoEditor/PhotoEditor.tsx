import { Slider, ToggleGroup } from 'radix-ui'
import { lazy, Suspense, useId } from 'react'
import { cx } from '../../lib/class-names'
import {
  ASPECT_PRESETS,
  type AspectPreset,
  cropAspect,
  MAX_ZOOM,
  MIN_ZOOM,
  type PhotoEditValue,
  rotated,
  type Size,
} from '../../photo'
import { stack } from '../../styles/layout.css'
import { IconButton } from '../Button/Button'
import { RotateIcon } from '../Icon/icons'
import { Cluster, Stack } from '../Layout/Layout'
import * as styles from './PhotoEditor.css'

// The cropper is fetched by the forms that take photos, never with the pages that show them.
const loadCropper = () => import('./cropper')
const Cropper = lazy(loadCropper)

/** Fetches the editor's cropper ahead, e.g. when a form that takes photos opens. */
export function preloadPhotoEditor(): void {
  void loadCropper().catch(() => undefined)
}

/** How each preset is read out: "1:1" alone says little to a screen reader. */
const PRESET_NAMES: Record<AspectPreset['id'], string> = {
  original: 'Original shape',
  square: 'Square, 1:1',
  portrait: 'Portrait, 4:5',
  landscape: 'Landscape, 1.91:1',
}

export interface PhotoEditorProps {
  /** The photo to edit, upright (e.g. the pipeline's preview). */
  src: string
  /** The photo's upright size, for the "Original" shape. */
  size: Size
  value: PhotoEditValue
  /** A change the user made; the owner merges it into `value`. */
  onChange: (change: Partial<PhotoEditValue>) => void
  /** A post's photo (shapes to choose) or an avatar (a circle). */
  shape?: 'post' | 'avatar'
  disabled?: boolean
  className?: string
}

/**
 * Crops, zooms and turns a photo: drag (or the arrow keys) to move it under the crop, pinch,
 * scroll or the slider to zoom, a button to turn it a quarter. A post chooses its shape —
 * the photo's own, 1:1, 4:5 or 1.91:1 — and an avatar is cropped to a circle. Untouched, it
 * keeps the whole photo. A pure view: the value comes in, the user's changes go out.
 */
export function PhotoEditor({
  src,
  size,
  value,
  onChange,
  shape = 'post',
  disabled = false,
  className,
}: PhotoEditorProps) {
  const hintId = useId()
  const zoomId = useId()
  const aspect = cropAspect(value, size, shape)
  return (
    <Stack gap="sm" className={cx(styles.root, className)}>
      <div className={styles.stage} data-shape={shape}>
        <Suspense fallback={<img className={styles.still} src={src} alt="" aria-hidden="true" />}>
          <Cropper
            image={src}
            crop={value.crop}
            zoom={value.zoom}
            rotation={value.rotation}
            aspect={aspect}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            cropShape={shape === 'avatar' ? 'round' : 'rect'}
            showGrid={shape === 'post'}
            objectFit="contain"
            // Its styles come as a stylesheet (./cropper), not a <style> element it would add:
            // a strict Content-Security-Policy refuses those.
            disableAutomaticStylesInjection
            onCropChange={(crop) => {
              if (!disabled) onChange({ crop })
            }}
            onZoomChange={(zoom) => {
              if (!disabled) onChange({ zoom })
            }}
            onCropComplete={(area) => onChange({ area })}
            classes={{ containerClassName: styles.cropper }}
            mediaProps={{ alt: '' }}
            cropperProps={{
              role: 'application',
              'aria-roledescription': 'crop area',
              'aria-label': shape === 'avatar' ? 'Crop your photo' : 'Crop the photo',
              'aria-describedby': hintId,
              'aria-disabled': disabled || undefined,
            }}
          />
        </Suspense>
      </div>
      <p id={hintId} className={styles.hint}>
        Drag the photo or use the arrow keys to move it; zoom with the slider.
      </p>

      <Cluster gap="sm">
        {shape === 'post' ? (
          <ToggleGroup.Root
            type="single"
            className={stack({ inline: true, direction: 'row', wrap: true, gap: 'xs' })}
            aria-label="Crop shape"
            value={value.aspect}
            disabled={disabled}
            onValueChange={(next) => {
              // A second press on the chosen shape keeps it (Radix would clear it).
              if (next) onChange({ aspect: next as AspectPreset['id'], crop: { x: 0, y: 0 } })
            }}
          >
            {ASPECT_PRESETS.map((preset) => (
              <ToggleGroup.Item
                key={preset.id}
                value={preset.id}
                className={styles.preset}
                aria-label={PRESET_NAMES[preset.id]}
              >
                {preset.label}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        ) : null}

        <Stack direction="row" align="center" gap="sm" className={styles.zoom}>
          <label htmlFor={zoomId} className={styles.zoomLabel}>
            Zoom
          </label>
          <Slider.Root
            className={cx(stack({ direction: 'row', align: 'center' }), styles.slider)}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={[value.zoom]}
            disabled={disabled}
            onValueChange={([zoom]) => {
              if (zoom !== undefined) onChange({ zoom })
            }}
          >
            <Slider.Track className={styles.track}>
              <Slider.Range className={styles.range} />
            </Slider.Track>
            <Slider.Thumb
              id={zoomId}
              className={styles.thumb}
              aria-label="Zoom"
              aria-valuetext={`${Math.round(value.zoom * 100)}%`}
            />
          </Slider.Root>
        </Stack>

        <IconButton
          label="Rotate 90° clockwise"
          className={styles.rotate}
          disabled={disabled}
          onClick={() => onChange(rotated(value))}
        >
          <RotateIcon size={22} />
        </IconButton>
      </Cluster>
    </Stack>
  )
}
