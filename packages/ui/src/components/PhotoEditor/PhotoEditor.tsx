'use client'

import { Tabs, ToggleGroup } from 'radix-ui'
import { lazy, type ReactNode, Suspense, useId } from 'react'
import { compose } from '../../i18n/compiled/en/compose'
import type { PartId } from '../../i18n/messages/en'
import { useLocale, useT } from '../../i18n/use-t'
import { RotateIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import {
  ASPECT_PRESETS,
  type AspectPreset,
  cropAspect,
  MAX_ZOOM,
  MIN_ZOOM,
  type PhotoEditValue,
  type PhotoLook,
  rotated,
  type Size,
} from '../../photo'
import { useDecodedImage } from '../../photo/look-preview'
import { stack } from '../../styles/layout.css'
import { IconButton } from '../Button/Button'
import { Cluster, Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import { useNumberFormat } from '../UploadProgress/use-number-format'
import { EditorSlider } from './EditorSlider'
import { LookAdjustments, LookPicker, LookPreview } from './LookEditor'
import * as styles from './PhotoEditor.css'

// The cropper is fetched by the forms that take photos, never with the pages that show them.
const loadCropper = () => import('./cropper')
const Cropper = lazy(loadCropper)

/** Fetches the editor's cropper ahead, e.g. when a form that takes photos opens. */
export function preloadPhotoEditor(): void {
  void loadCropper().catch(() => undefined)
}

/** How each preset is read out: "1:1" alone says little to a screen reader. */
const PRESET_NAMES = {
  original: 'compose.editor.shape.originalName',
  square: 'compose.editor.shape.squareName',
  portrait: 'compose.editor.shape.portraitName',
  landscape: 'compose.editor.shape.landscapeName',
} as const satisfies Record<AspectPreset['id'], PartId<'compose'>>

/** The shapes' ratios, width to height, written in the reader's digits ("1.91:1"); the photo's
 * own shape goes by its name. */
const PRESET_RATIOS: Record<Exclude<AspectPreset['id'], 'original'>, readonly number[]> = {
  square: [1, 1],
  portrait: [4, 5],
  landscape: [1.91, 1],
}

/** The editor's tabs (a post's photo; an avatar has the crop only). */
export type PhotoEditorTab = 'crop' | 'filters' | 'adjust'

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
  /** The tab shown (a post's photo), for an owner that keeps it; else the editor keeps it,
   * starting on Crop. */
  tab?: PhotoEditorTab
  onTabChange?: (tab: PhotoEditorTab) => void
}

/**
 * Edits a photo before it is posted, in three tabs: **Crop** — drag (or the arrow keys) to move
 * it under the crop, pinch, scroll or the slider to zoom, a button to turn it a quarter, and its
 * shape (the photo's own, 1:1, 4:5 or 1.91:1); **Filters** — PhotoBooth's looks, each a live
 * picture of the photo, and the chosen one's strength; **Adjust** — brightness, contrast,
 * saturation, warmth, fade and vignette. The Filters and Adjust tabs show the photo as it will
 * be posted, by the math that prepares it. An avatar is cropped to a circle, and that is all.
 * Untouched, it keeps the whole photo as it is. A pure view: the value comes in, the user's
 * changes go out.
 */
export function PhotoEditor({
  size,
  shape = 'post',
  disabled = false,
  className,
  tab,
  onTabChange,
  ...photo
}: PhotoEditorProps) {
  // Every panel edits the same photo: its picture, its value and the changes going out.
  const crop = <CropPanel {...photo} size={size} shape={shape} disabled={disabled} />
  if (shape === 'avatar') return <div className={cx(styles.root, className)}>{crop}</div>
  return <LookTabs {...photo} {...{ disabled, className, tab, onTabChange, crop }} />
}

function LookTabs({
  src,
  value,
  onChange,
  disabled,
  className,
  tab,
  onTabChange,
  crop,
}: Pick<PhotoEditorProps, 'src' | 'value' | 'onChange' | 'className' | 'tab' | 'onTabChange'> & {
  disabled: boolean
  crop: ReactNode
}) {
  const t = useT(compose)
  const { dir } = useLocale()
  const image = useDecodedImage(src)
  const source = { image, area: value.area, rotation: value.rotation }
  const setLook = (look: PhotoLook) => onChange({ look })
  return (
    <Tabs.Root
      dir={dir}
      className={cx(stack({ gap: 'sm' }), styles.root, className)}
      {...(tab ? { value: tab } : { defaultValue: 'crop' })}
      onValueChange={(next) => onTabChange?.(next as PhotoEditorTab)}
    >
      <Tabs.List className={styles.tabs} aria-label={t('compose.editor.tabs')}>
        <Tabs.Trigger value="crop" className={styles.tab}>
          {t('compose.editor.crop')}
        </Tabs.Trigger>
        <Tabs.Trigger value="filters" className={styles.tab}>
          {t('compose.editor.filters')}
        </Tabs.Trigger>
        <Tabs.Trigger value="adjust" className={styles.tab}>
          {t('compose.editor.adjust')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="crop" className={styles.panel}>
        {crop}
      </Tabs.Content>
      <Tabs.Content value="filters" className={cx(stack({ gap: 'sm' }), styles.panel)}>
        <LookPreview {...source} look={value.look} />
        <LookPicker {...source} look={value.look} onChange={setLook} disabled={disabled} />
      </Tabs.Content>
      <Tabs.Content value="adjust" className={cx(stack({ gap: 'sm' }), styles.panel)}>
        <LookPreview {...source} look={value.look} />
        <LookAdjustments look={value.look} onChange={setLook} disabled={disabled} />
      </Tabs.Content>
    </Tabs.Root>
  )
}

/** Crop, zoom and turn (and a post's shape). */
function CropPanel({
  src,
  size,
  value,
  onChange,
  shape,
  disabled,
}: Required<Pick<PhotoEditorProps, 'src' | 'size' | 'value' | 'onChange' | 'shape' | 'disabled'>>) {
  const t = useT(compose)
  const { dir } = useLocale()
  const format = useNumberFormat()
  const hintId = useId()
  const zoomId = useId()
  const aspect = cropAspect(value, size, shape)
  const ratio = (id: Exclude<AspectPreset['id'], 'original'>) =>
    PRESET_RATIOS[id].map(format.number).join(':')
  return (
    <Stack gap="sm">
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
              'aria-roledescription': t('compose.editor.cropArea'),
              'aria-label': t(
                shape === 'avatar' ? 'compose.editor.cropAvatar' : 'compose.editor.cropPhoto',
              ),
              'aria-describedby': hintId,
              'aria-disabled': disabled || undefined,
            }}
          />
        </Suspense>
      </div>
      <Text as="p" size="xs" tone="muted" id={hintId}>
        {t('compose.editor.cropHint')}
      </Text>

      <Cluster gap="sm">
        {shape === 'post' ? (
          <ToggleGroup.Root
            dir={dir}
            type="single"
            className={stack({ inline: true, direction: 'row', wrap: true, gap: 'xs' })}
            aria-label={t('compose.editor.shape')}
            value={value.aspect}
            disabled={disabled}
            onValueChange={(next) => {
              // A second press on the chosen shape keeps it (Radix would clear it).
              if (next) onChange({ aspect: next as AspectPreset['id'], crop: { x: 0, y: 0 } })
            }}
          >
            {ASPECT_PRESETS.map(({ id }) => {
              const written = id === 'original' ? null : ratio(id)
              return (
                <ToggleGroup.Item
                  key={id}
                  value={id}
                  className={styles.preset}
                  aria-label={t(PRESET_NAMES[id], { ratio: written ?? undefined })}
                >
                  {written ?? t('compose.editor.shape.original')}
                </ToggleGroup.Item>
              )
            })}
          </ToggleGroup.Root>
        ) : null}

        <Stack direction="row" align="center" gap="sm" className={styles.zoom}>
          <Text as="label" size="sm" tone="muted" htmlFor={zoomId}>
            {t('compose.editor.zoom')}
          </Text>
          <EditorSlider
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={value.zoom}
            disabled={disabled}
            onChange={(zoom) => onChange({ zoom })}
            thumb={{
              id: zoomId,
              'aria-label': t('compose.editor.zoom'),
              'aria-valuetext': format.percent(Math.round(value.zoom * 100)),
            }}
          />
        </Stack>

        <IconButton
          label={t('compose.editor.rotate', { degrees: 90 })}
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
