'use client'

import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react'
import { forms } from '../i18n/compiled/en/forms'
import { useT } from '../i18n/use-t'
import { describeProblem, type Errors, type Problems } from './validators'

/** The names of a form's fields. */
type FieldName<Values> = Extract<keyof Values, string>

/**
 * What a form's view is given: the values as typed, the errors to show, and the intents. A
 * view renders from these alone; `useForm(...).view(onValid)` makes them.
 */
export interface FormViewProps<
  Values extends Record<string, string>,
  Field extends string = FieldName<Values>,
> {
  /** The fields' values. */
  values: Values
  /** The errors to show, by field (none before the first submit). */
  errors?: Errors<Field>
  /** A field was changed. */
  onChange: (name: FieldName<Values>, value: string) => void
  /** The form was submitted. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/** The props of a text field (`TextField`, `PasswordField`, `TextArea`) for one field. */
export function bindField<Values extends Record<string, string>, Key extends FieldName<Values>>(
  form: Pick<FormViewProps<Values, string>, 'values' | 'errors' | 'onChange'>,
  name: Key,
) {
  return {
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.onChange(name, event.target.value),
    error: form.errors?.[name],
  }
}

/**
 * Form state with the product's validation timing: nothing is flagged until the first
 * submit; from then on errors follow what the user types. On an invalid submit the first
 * invalid field gets focus. Values are kept whatever happens (a failed call loses nothing).
 * `validate` may also speak of controls that hold no text (a photo): by their `name`.
 */
export function useForm<
  Values extends Record<string, string>,
  Field extends string = FieldName<Values>,
>(initial: Values, validate: (values: Values) => Problems<Field>) {
  const t = useT(forms)
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const errors = Object.fromEntries(
    Object.entries<Problems<Field>[Field]>(submitted ? validate(values) : {}).map(
      ([field, problem]) => [field, problem && describeProblem(problem, t)],
    ),
  ) as Errors<Field>

  const set = useCallback(<Key extends keyof Values>(name: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  const onChange = (name: FieldName<Values>, value: string) =>
    set(name, value as Values[typeof name])

  const field = <Key extends FieldName<Values>>(name: Key) =>
    bindField({ values, errors, onChange }, name)

  const handleSubmit =
    (onValid: (values: Values) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      setSubmitted(true)
      const found = validate(values)
      const first = Object.keys(found)[0]
      if (first) {
        const element = event.currentTarget.elements.namedItem(first)
        if (element instanceof HTMLElement) element.focus()
        return
      }
      void onValid(values)
    }

  /** The props for the form's view, submitting valid values to `onValid`. */
  const view = (
    onValid: (values: Values) => void | Promise<void>,
  ): FormViewProps<Values, Field> => ({
    values,
    errors,
    onChange,
    onSubmit: handleSubmit(onValid),
  })

  return { values, errors, field, set, handleSubmit, view }
}
