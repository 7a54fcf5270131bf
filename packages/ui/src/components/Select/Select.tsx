'use client'

import { Select as RadixSelect } from 'radix-ui'
import { type ReactNode, useId, useState } from 'react'
import { useLocale } from '../../i18n/use-t'
import { CheckIcon, ChevronDownIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { closeOnEscapeLeft } from '../../lib/escape'
import { usePortalContainer } from '../../provider/ui-context'
import { stack } from '../../styles/layout.css'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
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
  const portalContainer = usePortalContainer()
  const id = useId()
  const { dir } = useLocale()
  const [open, setOpen] = useState(false)
  return (
    <Stack gap="xs">
      <Text as="label" size="sm" weight="medium" tone="default" htmlFor={id}>
        {label}
      </Text>
      <RadixSelect.Root
        dir={dir}
        open={open}
        onOpenChange={setOpen}
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
          {/* Drawn, not a character: no font on the reader's machine decides how it looks. */}
          <RadixSelect.Icon aria-hidden="true">
            <ChevronDownIcon size={16} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal container={portalContainer}>
          <RadixSelect.Content
            className={styles.content}
            position="popper"
            sideOffset={4}
            onKeyDown={closeOnEscapeLeft(() => setOpen(false))}
          >
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
