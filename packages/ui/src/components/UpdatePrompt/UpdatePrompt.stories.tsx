import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt'

const meta = {
  title: 'Components/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpdatePrompt>

export default meta
type Story = StoryObj<typeof meta>

/** What screen readers hear: the sentence, then two buttons; no dash between them. */
export const NewVersionAvailable: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('status')
    await expect(within(bar).getByText('A new version is available')).toBeVisible()
    await expect(within(bar).getByText('A new version is available').tagName).toBe('P')
    const buttons = within(bar).getAllByRole('button')
    await expect(buttons.map((button) => button.textContent)).toEqual(['Reload', 'Later'])
    await expect(bar).toHaveTextContent(/^A new version is availableReloadLater$/)
    await expect(bar.textContent).not.toMatch(/[—–-]/)
    // It takes no focus of its own.
    for (const button of buttons) await expect(button).not.toHaveFocus()
    await expect(args.onReload).not.toHaveBeenCalled()
    await expect(args.onDismiss).not.toHaveBeenCalled()
  },
}

export const ReloadsToTheNewVersion: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
    await expect(args.onDismiss).not.toHaveBeenCalled()
  },
}

/** As an app shows it: until "Later" is pressed. */
function Dismissable(args: UpdatePromptProps) {
  const [shown, setShown] = useState(true)
  return shown ? (
    <UpdatePrompt
      {...args}
      onDismiss={() => {
        args.onDismiss()
        setShown(false)
      }}
    />
  ) : null
}

export const DismissesTheNewVersion: Story = {
  parameters: { screenshot: false },
  render: (args) => <Dismissable {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
    await expect(args.onReload).not.toHaveBeenCalled()
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull())
  },
}

/** A page where a new version arrives while the reader is busy. */
function ArrivingLater(args: UpdatePromptProps) {
  const [waiting, setWaiting] = useState(false)
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button variant="secondary" onClick={() => setWaiting(true)}>
        Check for updates
      </Button>
      {waiting ? <UpdatePrompt {...args} /> : null}
    </div>
  )
}

/** It appears without taking the focus; the keyboard reaches its buttons next, in order. */
export const ArrivesWithoutTakingTheFocus: Story = {
  parameters: { pseudoLocale: { storyContent: ['Check for updates'] } },
  render: (args) => <ArrivingLater {...args} />,
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Check for updates' })
    await userEvent.click(busy)
    const bar = await canvas.findByRole('status')
    await expect(bar).toHaveTextContent('A new version is available')
    await expect(busy).toHaveFocus()
    await userEvent.tab()
    await expect(within(bar).getByRole('button', { name: 'Reload' })).toHaveFocus()
    await userEvent.tab()
    await expect(within(bar).getByRole('button', { name: 'Later' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onDismiss).toHaveBeenCalledOnce()
    await userEvent.tab({ shift: true })
    await userEvent.keyboard('{Enter}')
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
}

export const NewVersionInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('status')
    await expect(within(bar).getByText('Hay una versión nueva disponible')).toBeVisible()
    await expect(within(bar).getByRole('button', { name: 'Más tarde' })).toBeVisible()
    await userEvent.click(within(bar).getByRole('button', { name: 'Recargar' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
}

/** Right to left: the sentence first on the right, the buttons after it to the left. */
export const NewVersionInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('status')
    const sentence = within(bar).getByText('يتوفر إصدار جديد')
    await expect(sentence).toBeVisible()
    const reload = within(bar).getByRole('button', { name: 'إعادة التحميل' })
    await expect(reload.getBoundingClientRect().right).toBeLessThanOrEqual(
      sentence.getBoundingClientRect().left,
    )
    await userEvent.click(within(bar).getByRole('button', { name: 'لاحقًا' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

/** On a phone the buttons wrap under the sentence, inside the screen. */
export const NewVersionOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('status')
    await expect(within(bar).getByText('A new version is available')).toBeVisible()
    for (const button of within(bar).getAllByRole('button')) {
      const box = button.getBoundingClientRect()
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
      await expect(box.left).toBeGreaterThanOrEqual(0)
    }
  },
}

export const NewVersionInDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('status')).getByText('A new version is available'),
    ).toBeVisible()
  },
}
