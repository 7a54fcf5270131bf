'use client'

import { RadioGroup } from 'radix-ui'
import { useEffect, useId, useRef, useState } from 'react'
import { compose } from '../../i18n/compiled/en/compose'
import type { PartId } from '../../i18n/messages/en'
import { useLocale, useT } from '../../i18n/use-t'
import { ResetIcon } from '../../icons/icons'
import {
  ADJUSTMENTS,
  type AdjustmentId,
  applyLook,
  INITIAL_LOOK,
  LOOKS,
  type LookId,
  lookProgram,
  type PercentArea,
  type PhotoLook,
  type PhotoRotation,
} from '../../photo'
import { renderPlan } from '../../photo/crop-math'
import { drawPlan } from '../../photo/render'
import { Button, IconButton } from '../Button/Button'
import { Cluster, Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import { useNumberFormat } from '../UploadProgress/use-number-format'
import { EditorSlider } from './EditorSlider'
import * as styles from './PhotoEditor.css'

/** How large the preview of the look is drawn (its longest side): a phone's full width. */
export const LOOK_PREVIEW_EDGE = 1080
/** The filters' thumbnails. */
const THUMBNAIL_EDGE = 96

/** The looks' names, as the editor shows them. */
const LOOK_NAMES = {
  normal: 'compose.look.normal',
  mono: 'compose.look.mono',
  noir: 'compose.look.noir',
  harbor: 'compose.look.harbor',
  ember: 'compose.look.ember',
  meadow: 'compose.look.meadow',
  dune: 'compose.look.dune',
  frost: 'compose.look.frost',
  velvet: 'compose.look.velvet',
  bloom: 'compose.look.bloom',
  tide: 'compose.look.tide',
  saffron: 'compose.look.saffron',
  slate: 'compose.look.slate',
} as const satisfies Record<LookId, PartId<'compose'>>

/** The adjustments' names, as the editor shows them. */
const ADJUSTMENT_NAMES = {
  brightness: 'compose.adjust.brightness',
  contrast: 'compose.adjust.contrast',
  saturation: 'compose.adjust.saturation',
  warmth: 'compose.adjust.warmth',
  fade: 'compose.adjust.fade',
  vignette: 'compose.adjust.vignette',
} as const satisfies Record<AdjustmentId, PartId<'compose'>>

/** The editor's image, decoded once for the previews. */
export function useDecodedImage(src: string): ImageBitmap | null {
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null)
  useEffect(() => {
    let current = true
    let decoded: ImageBitmap | null = null
    const image = new Image()
    image.src = src
    image
      .decode()
      .then(() => createImageBitmap(image))
      .then(
        (made) => {
          decoded = made
          if (current) setBitmap(made)
          else made.close()
        },
        () => {
          // An image that cannot be decoded shows no preview; the crop still works.
        },
      )
    return () => {
      current = false
      decoded?.close()
      setBitmap(null)
    }
  }, [src])
  return bitmap
}

/** The crop of the editor's image at most `edge` px, turned, as pixels without a look. */
export async function croppedPixels(
  source: ImageBitmap,
  area: PercentArea | null,
  rotation: PhotoRotation,
  edge: number,
): Promise<ImageData> {
  const size = { width: source.width, height: source.height }
  const surface = await drawPlan(source, renderPlan(size, { area, rotation }, 'post', edge), null)
  try {
    return surface.context.getImageData(0, 0, surface.width, surface.height)
  } finally {
    surface.release()
  }
}

/** The pixels with a look, by the math that prepares the stored photo, into `target` (a new
 * picture unless given; `pixels` stay as they are). */
export function lookedPixels(
  pixels: ImageData,
  look: PhotoLook,
  target = new ImageData(pixels.width, pixels.height),
): ImageData {
  applyLook(pixels.data, pixels.width, pixels.height, lookProgram(look), target.data)
  return target
}

function useCropped(
  source: ImageBitmap | null,
  area: PercentArea | null,
  rotation: PhotoRotation,
  edge: number,
): ImageData | null {
  const [pixels, setPixels] = useState<ImageData | null>(null)
  const key = JSON.stringify([area, rotation, edge])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for area, rotation and edge.
  useEffect(() => {
    if (!source) return
    let current = true
    void croppedPixels(source, area, rotation, edge).then(
      (image) => {
        if (current) setPixels(image)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [source, key])
  return pixels
}

/** Paints `pixels` with `look` into a canvas, at most once a frame. */
function usePainted(pixels: ImageData | null, look: PhotoLook) {
  const canvas = useRef<HTMLCanvasElement>(null)
  // One picture painted over and over: nothing allocated or copied as a slider moves.
  const painted = useRef<ImageData | null>(null)
  const key = JSON.stringify(look)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the look.
  useEffect(() => {
    const target = canvas.current
    if (!pixels || !target) return
    const frame = requestAnimationFrame(() => {
      const start = performance.now()
      const { width, height } = pixels
      if (target.width !== width) target.width = width
      if (target.height !== height) target.height = height
      const reused = painted.current
      const into =
        reused && reused.width === width && reused.height === height
          ? reused
          : new ImageData(width, height)
      painted.current = into
      target.getContext('2d')?.putImageData(lookedPixels(pixels, look, into), 0, 0)
      // How long an update of the picture took (User Timing: read by the benchmark).
      performance.measure(`look ${width}×${height}`, { start })
    })
    return () => cancelAnimationFrame(frame)
  }, [pixels, key])
  return canvas
}

interface LookSource {
  /** The editor's image, decoded (null while it decodes). */
  image: ImageBitmap | null
  area: PercentArea | null
  rotation: PhotoRotation
}

/** The photo as it will be posted — cropped, turned, with its look — live as the look changes. */
export function LookPreview({ image, area, rotation, look }: LookSource & { look: PhotoLook }) {
  const t = useT(compose)
  const pixels = useCropped(image, area, rotation, LOOK_PREVIEW_EDGE)
  const canvas = usePainted(pixels, look)
  return (
    <div className={styles.stage}>
      <canvas
        ref={canvas}
        className={styles.still}
        role="img"
        aria-label={t('compose.editor.preview')}
      />
    </div>
  )
}

function LookThumbnail({ pixels, look }: { pixels: ImageData | null; look: LookId }) {
  const canvas = usePainted(pixels, { ...INITIAL_LOOK, look })
  // Decoration: the look's name says what it is.
  return (
    <span aria-hidden="true">
      <canvas ref={canvas} className={styles.thumbnail} />
    </span>
  )
}

interface LookControlProps {
  look: PhotoLook
  onChange: (look: PhotoLook) => void
  disabled?: boolean
}

/** A slider of the look: its name, its value as text, and its own reset. */
function LookSlider({
  name,
  min,
  max,
  value,
  valueText,
  disabled,
  onChange,
  onReset,
}: {
  name: string
  min: number
  max: number
  value: number
  valueText: string
  disabled?: boolean | undefined
  onChange: (value: number) => void
  /** Back to its start (none: no reset button). */
  onReset?: () => void
}) {
  const t = useT(compose)
  const labelId = useId()
  return (
    <Stack direction="row" align="center" gap="sm" className={styles.adjustment}>
      <span id={labelId} className={styles.adjustmentName}>
        {name}
      </span>
      <EditorSlider
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        onChange={onChange}
        thumb={{ 'aria-labelledby': labelId, 'aria-valuetext': valueText }}
      />
      <output className={styles.adjustmentValue} aria-hidden="true">
        {valueText}
      </output>
      {onReset ? (
        <IconButton
          label={t('compose.editor.resetOne', { name })}
          className={styles.rotate}
          disabled={disabled || value === 0}
          onClick={onReset}
        >
          <ResetIcon size={18} />
        </IconButton>
      ) : null}
    </Stack>
  )
}

/**
 * The filters: each look as a small live picture of the user's own photo with its name, in a
 * radio group (arrow keys move and choose), and the chosen look's strength.
 */
export function LookPicker({
  image,
  area,
  rotation,
  look,
  onChange,
  disabled,
}: LookSource & LookControlProps) {
  const t = useT(compose)
  const { dir } = useLocale()
  const format = useNumberFormat()
  const pixels = useCropped(image, area, rotation, THUMBNAIL_EDGE)
  return (
    <Stack gap="sm">
      <RadioGroup.Root
        dir={dir}
        aria-label={t('compose.editor.filters')}
        className={styles.looks}
        value={look.look}
        disabled={disabled}
        onValueChange={(id) => onChange({ ...look, look: id as LookId })}
      >
        {LOOKS.map(({ id }) => (
          <RadioGroup.Item key={id} value={id} className={styles.lookChoice}>
            <LookThumbnail pixels={pixels} look={id} />
            <Text size="xs" weight="medium">
              {t(LOOK_NAMES[id])}
            </Text>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {look.look === 'normal' ? null : (
        <LookSlider
          name={t('compose.editor.strength')}
          min={0}
          max={100}
          value={look.strength}
          valueText={format.percent(look.strength)}
          disabled={disabled}
          onChange={(strength) => onChange({ ...look, strength })}
        />
      )}
    </Stack>
  )
}

/** The six adjustments, each with its reset, and one Reset for all of them. */
export function LookAdjustments({ look, onChange, disabled }: LookControlProps) {
  const t = useT(compose)
  const format = useNumberFormat()
  const set = (id: AdjustmentId, value: number) => onChange({ ...look, [id]: value })
  const untouched = ADJUSTMENTS.every(({ id }) => look[id] === 0)
  return (
    <Stack gap="xs">
      {ADJUSTMENTS.map(({ id, min, max }) => (
        <LookSlider
          key={id}
          name={t(ADJUSTMENT_NAMES[id])}
          min={min}
          max={max}
          value={look[id]}
          valueText={format.signed(look[id])}
          disabled={disabled}
          onChange={(value) => set(id, value)}
          onReset={() => set(id, 0)}
        />
      ))}
      <Cluster justify="end">
        <Button
          variant="secondary"
          size="small"
          disabled={disabled || untouched}
          onClick={() =>
            onChange({
              ...look,
              ...Object.fromEntries(ADJUSTMENTS.map(({ id }) => [id, 0])),
            })
          }
        >
          {t('compose.editor.reset')}
        </Button>
      </Cluster>
    </Stack>
  )
}
