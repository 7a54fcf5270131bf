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
import { text } from '../../styles/text.css'
import { IconButton } from '../Button/Button'
import { AlertIcon, EyeIcon, EyeOffIcon } from '../Icon/icons'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './Field.css'

interface FieldFrameProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Shown at the end of the label row, e.g. "12 / 150". */
  counter?: ReactNode
  children: ReactNode
  className?: string
}

/** Label, control, hint and error, wired together for assistive technology. */
function FieldFrame({ id, label, hint, error, counter, children, className }: FieldFrameProps) {
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
      {children}
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode
  hint?: ReactNode
  /** An error message; marks the input invalid. */
  error?: ReactNode
  counter?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled text input with optional hint and error. */
export function TextField({
  label,
  hint,
  error,
  counter,
  className,
  id,
  ...props
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      counter={counter}
      className={className}
    >
      <input
        id={inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error, counter })}
        {...props}
      />
    </FieldFrame>
  )
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  counter?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input with optional counter, hint and error. */
export function TextArea({ label, hint, error, counter, className, id, ...props }: TextAreaProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      counter={counter}
      className={className}
    >
      <textarea
        id={inputId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error, counter })}
        {...props}
      />
    </FieldFrame>
  )
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>

/** A password input with a show/hide toggle (an icon button named for what it does). */
export function PasswordField({
  label,
  hint,
  error,
  counter,
  className,
  id,
  ...props
}: PasswordFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const [visible, setVisible] = useState(false)
  const t = useT(forms)
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      counter={counter}
      className={className}
    >
      <Stack direction="row" align="center" className={styles.inputWrap}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={[styles.control, styles.withToggle].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error, counter })}
          {...props}
        />
        <IconButton
          className={styles.toggle}
          label={visible ? t('field.hidePassword') : t('field.showPassword')}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </IconButton>
      </Stack>
    </FieldFrame>
  )
}
