import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { GENDER_OPTIONS, Select, useGenderOptions } from './Select'

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Gender', options: GENDER_OPTIONS, value: '', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const PreferNotToSay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveTextContent(
      'Prefer not to say',
    )
  },
}

/** The genders in the reader's language (`useGenderOptions`), as a form offers them. */
function Controlled({
  label = 'Gender',
  onValueChange,
}: {
  label?: string
  onValueChange: (value: string) => void
}) {
  const [value, setValue] = useState('')
  return (
    <Select
      label={label}
      options={useGenderOptions()}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onValueChange(next)
      }}
    />
  )
}

export const ChoosesAGender: Story = {
  render: (args) => <Controlled onValueChange={args.onValueChange} />,
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Gender' })
    await userEvent.click(trigger)
    const page = within(canvasElement.ownerDocument.body)
    for (const label of ['Male', 'Female', 'Other', 'Prefer not to say']) {
      await expect(await page.findByRole('option', { name: label })).toBeVisible()
    }
    await userEvent.click(page.getByRole('option', { name: 'Female' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('female')
    await expect(trigger).toHaveTextContent('Female')
  },
}

export const GendersInSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { screenshot: false },
  render: (args) => <Controlled label="Género" onValueChange={args.onValueChange} />,
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Género' })
    await expect(trigger).toHaveTextContent('Prefiero no decirlo')
    await userEvent.click(trigger)
    const page = within(canvasElement.ownerDocument.body)
    for (const label of ['Hombre', 'Mujer', 'Otro', 'Prefiero no decirlo']) {
      await expect(await page.findByRole('option', { name: label })).toBeVisible()
    }
    await userEvent.click(page.getByRole('option', { name: 'Mujer' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('female')
  },
}
