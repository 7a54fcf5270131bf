import { Checkbox as RadixCheckbox } from 'radix-ui'
import { type ReactNode, useId } from 'react'
import { CheckIcon } from '../Icon/icons'
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
    <span className={styles.row}>
      <RadixCheckbox.Root
        id={id}
        className={styles.box}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        {...props}
      >
        <RadixCheckbox.Indicator>
          <CheckIcon size={14} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
    </span>
  )
}
