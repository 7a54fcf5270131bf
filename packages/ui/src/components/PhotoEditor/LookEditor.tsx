'use client'

import { RadioGroup } from 'radix-ui'
import { useId } from 'react'
import { compose } from '../../i18n/compiled/en/compose'
import type { PartId } from '../../i18n/messages/en'
import { useLocale, useT } from '../../i18n/use-t'
import { ResetIcon } from '../../icons/icons'
import {
  ADJUSTMENTS,
  type AdjustmentId,
  INITIAL_LOOK,
  LOOKS,
  type LookId,
  type PercentArea,
  type PhotoLook,
  type PhotoRotation,
} from '../../photo'
import { LOOK_PREVIEW_EDGE, useCropped, usePainted } from '../../photo/look-preview'
import { Button, IconButton } from '../Button/Button'
import { Cluster, Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import { useNumberFormat } from '../UploadProgress/use-number-format'
import { EditorSlider } from './EditorSlider'
import * as styles from './PhotoEditor.css'

/** The filters' thumbnails. */
const THUMBNAIL_EDGE = 96

/** A look's name, as the editor shows it: the catalogue names every look of `LOOKS`. */
const lookName = (id: LookId): PartId<'compose'> => `compose.look.${id}`

/** The adjustments' names, as the editor shows them. */
const ADJUSTMENT_NAMES = {
  brightness: 'compose.adjust.brightness',
  contrast: 'compose.adjust.contrast',
  saturation: 'compose.adjust.saturation',
  warmth: 'compose.adjust.warmth',
  fade: 'compose.adjust.fade',
  vignette: 'compose.adjust.vignette',
} as const satisfies Record<AdjustmentId, PartId<'compose'>>

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
              {t(lookName(id))}
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
