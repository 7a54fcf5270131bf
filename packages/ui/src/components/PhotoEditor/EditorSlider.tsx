'use client'

import { Slider } from 'radix-ui'
import type { ComponentProps } from 'react'
import { useLocale } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { stack } from '../../styles/layout.css'
import * as styles from './PhotoEditor.css'

export interface EditorSliderProps {
  min: number
  max: number
  step: number
  value: number
  disabled?: boolean | undefined
  onChange: (value: number) => void
  /** The thumb's name and value as text (it is what assistive technology reads). */
  thumb: Pick<
    ComponentProps<typeof Slider.Thumb>,
    'id' | 'aria-label' | 'aria-labelledby' | 'aria-valuetext'
  >
}

/** The photo editor's slider (zoom, strength, each adjustment), in the reader's direction. */
export function EditorSlider({
  min,
  max,
  step,
  value,
  disabled,
  onChange,
  thumb,
}: EditorSliderProps) {
  const { dir } = useLocale()
  return (
    <Slider.Root
      dir={dir}
      className={cx(stack({ direction: 'row', align: 'center' }), styles.slider)}
      min={min}
      max={max}
      step={step}
      value={[value]}
      disabled={disabled}
      onValueChange={([next]) => {
        if (next !== undefined) onChange(next)
      }}
    >
      <Slider.Track className={styles.track}>
        <Slider.Range className={styles.range} />
      </Slider.Track>
      <Slider.Thumb className={styles.thumb} {...thumb} />
    </Slider.Root>
  )
}
