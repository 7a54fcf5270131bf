import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { PasswordField, TextArea, TextField } from './Field'

const meta = {
  title: 'Components/Field',
  component: TextField,
  args: { label: 'Email' },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 24 }}>{Story()}</div>],
  // The story's own labels, passed as an app would.
  parameters: { pseudoLocale: { storyContent: ['Password', 'Bio'] } },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {
  args: { type: 'email', placeholder: 'you@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email')
    await userEvent.type(input, 'ada@example.com')
    await expect(input).toHaveValue('ada@example.com')
  },
}

export const WithError: Story = {
  args: { error: 'Please enter a valid email', defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Please enter a valid email')
  },
}

export const WithHint: Story = {
  args: { label: 'Website', hint: 'Starts with https://', type: 'url' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Website')).toHaveAccessibleDescription(
      'Starts with https://',
    )
  },
}

function CountedBio() {
  const [bio, setBio] = useState('Chasing light on weekends.')
  return (
    <TextArea
      label="Bio"
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      counter={`${bio.length} / 150`}
      rows={3}
    />
  )
}

export const TextAreaWithCounter: Story = {
  render: () => <CountedBio />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('26 / 150')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Bio'), ' Coffee.')
    await expect(canvas.getByText('34 / 150')).toBeVisible()
  },
}

export const Password: Story = {
  render: () => <PasswordField label="Password" defaultValue="secret-123" />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(input).toHaveAttribute('type', 'password')
  },
}
