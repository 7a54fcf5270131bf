'use client'

import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react'
import { forms } from '../../i18n/compiled/en/forms'
import { useT } from '../../i18n/use-t'
import { AlertIcon, EyeIcon, EyeOffIcon } from '../../icons/icons'
import { text } from '../../styles/text.css'
import { IconButton } from '../Button/Button'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './Field.css'

/** What every field has around its control. */
interface FieldParts {
  label: ReactNode
  hint?: ReactNode
  /** An error message; marks the control invalid. */
  error?: ReactNode
  /** Shown at the end of the label row, e.g. "12 / 150". */
  counter?: ReactNode
  className?: string | undefined
  id?: string | undefined
}

/** What a field's control gets to be wired to its label, hint, error and counter. */
interface ControlWiring {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * Label, control, hint and error, wired together for assistive technology: `control` draws
 * the control with the wiring it is given.
 */
function FieldFrame({
  id: givenId,
  label,
  hint,
  error,
  counter,
  className,
  control,
}: FieldParts & { control: (wiring: ControlWiring) => ReactNode }) {
  const autoId = useId()
  const id = givenId ?? autoId
  return (
    <Stack gap="xs" className={className}>
      <Stack direction="row" align="baseline" justify="between" gap="sm">
        <Text as="label" size="sm" weight="medium" tone="default" htmlFor={id}>
          {label}
        </Text>
        {counter !== undefined ? (
          <Text size="xs" tone="muted" numeric id={`${id}-counter`} aria-live="polite">
            {counter}
          </Text>
        ) : null}
      </Stack>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, { hint, error, counter }),
      })}
      {hint ? (
        <Text as="p" size="xs" tone="muted" id={`${id}-hint`}>
          {hint}
        </Text>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Stack>
  )
}

/** A field's error, announced when it appears; also for controls outside a field frame. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Stack
      as="p"
      direction="row"
      align="center"
      gap="xs"
      className={text({ size: 'sm', tone: 'danger' })}
      id={id}
      role="alert"
    >
      <AlertIcon size={16} />
      {children}
    </Stack>
  )
}

function describedBy(
  id: string,
  { hint, error, counter }: { hint?: ReactNode; error?: ReactNode; counter?: ReactNode },
) {
  const ids = [
    hint ? `${id}-hint` : '',
    error ? `${id}-error` : '',
    counter !== undefined ? `${id}-counter` : '',
  ]
  return ids.filter(Boolean).join(' ') || undefined
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'id' | 'className'>,
    FieldParts {
  ref?: Ref<HTMLInputElement>
}

/** A field's own parts apart from what goes on its control. */
function fieldParts<Props extends FieldParts>({
  label,
  hint,
  error,
  counter,
  className,
  id,
  ...control
}: Props): [FieldParts, Omit<Props, keyof FieldParts>] {
  return [{ label, hint, error, counter, className, id }, control]
}

/** A labelled text input with optional hint and error. */
export function TextField(props: TextFieldProps) {
  const [parts, input] = fieldParts(props)
  return (
    <FieldFrame
      {...parts}
      control={(wiring) => <input className={styles.control} {...wiring} {...input} />}
    />
  )
}

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>,
    FieldParts {
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input with optional counter, hint and error. */
export function TextArea(props: TextAreaProps) {
  const [parts, textarea] = fieldParts(props)
  return (
    <FieldFrame
      {...parts}
      control={(wiring) => <textarea className={styles.textarea} {...wiring} {...textarea} />}
    />
  )
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>

/** A password input with a show/hide toggle (an icon button named for what it does). */
export function PasswordField(props: PasswordFieldProps) {
  const [parts, input] = fieldParts(props)
  const [visible, setVisible] = useState(false)
  const t = useT(forms)
  return (
    <FieldFrame
      {...parts}
      control={(wiring) => (
        <Stack direction="row" align="center" className={styles.inputWrap}>
          <input
            type={visible ? 'text' : 'password'}
            className={[styles.control, styles.withToggle].join(' ')}
            {...wiring}
            {...input}
          />
          <IconButton
            className={styles.toggle}
            label={visible ? t('forms.field.hidePassword') : t('forms.field.showPassword')}
            aria-pressed={visible}
            aria-controls={wiring.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </IconButton>
        </Stack>
      )}
    />
  )
}
