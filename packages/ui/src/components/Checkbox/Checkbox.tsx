'use client'

import { Checkbox as RadixCheckbox } from 'radix-ui'
import { type ReactNode, useId } from 'react'
import { CheckIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { stack } from '../../styles/layout.css'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './Checkbox.css'

export interface CheckboxProps {
  label: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  name?: string
  disabled?: boolean
}

/** A labelled checkbox on Radix's primitive. */
export function Checkbox({ label, onCheckedChange, ...props }: CheckboxProps) {
  const id = useId()
  return (
    <Stack as="span" inline direction="row" align="center" gap="sm" className={styles.row}>
      <RadixCheckbox.Root
        id={id}
        className={cx(
          stack({ inline: true, direction: 'row', align: 'center', justify: 'center' }),
          styles.box,
        )}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        {...props}
      >
        <RadixCheckbox.Indicator>
          <CheckIcon size={14} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <Text as="label" size="sm" tone="default" htmlFor={id}>
        {label}
      </Text>
    </Stack>
  )
}
