import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react'
import type { Errors } from './validators'

/**
 * Form state with the product's validation timing: nothing is flagged until the first
 * submit; from then on errors follow what the user types. On an invalid submit the first
 * invalid field gets focus. Values are kept whatever happens (a failed call loses nothing).
 */
export function useForm<Values extends Record<string, string>>(
  initial: Values,
  validate: (values: Values) => Errors<Extract<keyof Values, string>>,
) {
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const errors: Errors<Extract<keyof Values, string>> = submitted ? validate(values) : {}

  const set = useCallback(<Key extends keyof Values>(name: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [name]: value }))
  }, [])

  const field = <Key extends Extract<keyof Values, string>>(name: Key) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, event.target.value as Values[Key]),
    error: errors[name],
  })

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

  return { values, errors, field, set, handleSubmit }
}
