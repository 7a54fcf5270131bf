import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { LateToast, shownToast } from '../../storybook/late-toast'
import { Select } from './Select'

/** The product's genders, as the profile form offers them. */
const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: '', label: 'Prefer not to say' },
]

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Gender', options: GENDERS, value: '', onValueChange: fn() },
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

/** A select whose value the form keeps. */
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
      options={GENDERS}
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
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Gender' })
    await userEvent.click(trigger)
    for (const label of ['Male', 'Female', 'Other', 'Prefer not to say']) {
      await expect(await screen.findByRole('option', { name: label })).toBeVisible()
    }
    await userEvent.click(screen.getByRole('option', { name: 'Female' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('female')
    await expect(trigger).toHaveTextContent('Female')
  },
}

/** In Arabic the select runs right to left, its list too (Radix is told the direction). */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  parameters: { screenshot: false },
  args: {
    label: 'الجنس',
    options: [
      { value: 'male', label: 'ذكر' },
      { value: 'female', label: 'أنثى' },
    ],
    value: 'male',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'الجنس' })
    await expect(trigger).toHaveTextContent('ذكر')
    await userEvent.click(trigger)
    const list = await screen.findByRole('listbox')
    await expect(list).toHaveAttribute('dir', 'rtl')
    await userEvent.keyboard('{Escape}')
  },
}

/** A toast newer than the open list does not take the Escape pressed in it; nothing is chosen. */
export const ClosesWithEscapeUnderALaterToast: Story = {
  parameters: { screenshot: false, pseudoLocale: { storyContent: ['Profile saved'] } },
  render: (args) => (
    <>
      <Select {...args} />
      <LateToast after='[role="listbox"]' message="Profile saved" />
    </>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Gender' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('listbox')
    await waitFor(() => expect(shownToast('Profile saved')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
    await expect(args.onValueChange).not.toHaveBeenCalled()
    await expect(shownToast('Profile saved')).toHaveAttribute('data-state', 'open')
  },
}
