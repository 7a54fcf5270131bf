import { Select as RadixSelect } from 'radix-ui'
import { type ReactNode, useId, useMemo } from 'react'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { stack } from '../../styles/layout.css'
import * as fieldStyles from '../Field/Field.css'
import { CheckIcon } from '../Icon/icons'
import { Stack } from '../Layout/Layout'
import * as styles from './Select.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps {
  label: ReactNode
  options: readonly SelectOption[]
  value: string
  onValueChange: (value: string) => void
  name?: string
  disabled?: boolean
}

/** Text at the start, a mark at the end. */
const spread = { direction: 'row', align: 'center', justify: 'between', gap: 'sm' } as const

// Radix Select cannot hold an empty value; the empty choice travels under this key.
const EMPTY = '__empty__'

/** A labelled single choice on Radix's Select; an option may have the value `''`. */
export function Select({ label, options, value, onValueChange, name, disabled }: SelectProps) {
  const id = useId()
  return (
    <Stack gap="xs">
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <RadixSelect.Root
        value={value === '' ? EMPTY : value}
        onValueChange={(next) => onValueChange(next === EMPTY ? '' : next)}
        name={name}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          id={id}
          className={cx(stack({ ...spread, inline: true }), styles.trigger)}
        >
          <RadixSelect.Value />
          <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value || EMPTY}
                  value={option.value || EMPTY}
                  className={cx(stack(spread), styles.item)}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <CheckIcon size={16} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Stack>
  )
}

/** The product's genders, in the reader's language; the empty value means "prefer not to
 * say". */
export function useGenderOptions(): readonly SelectOption[] {
  const t = useT()
  return useMemo(
    () => [
      { value: 'male', label: t('app.gender.male') },
      { value: 'female', label: t('app.gender.female') },
      { value: 'other', label: t('app.gender.other') },
      { value: '', label: t('app.gender.none') },
    ],
    [t],
  )
}

/**
 * The product's genders in English.
 * @deprecated Shows English whatever the locale: use `useGenderOptions()`. Kept until the
 * profile form moves to it.
 */
export const GENDER_OPTIONS: readonly SelectOption[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: '', label: 'Prefer not to say' },
]
