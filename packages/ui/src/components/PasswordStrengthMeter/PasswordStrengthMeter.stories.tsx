import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PasswordStrengthMeter } from './PasswordStrengthMeter'
import { passwordScore } from './password-score'

const meta = {
  title: 'Components/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordStrengthMeter>

export default meta
type Story = StoryObj<typeof meta>

const meterShows =
  (score: number, words: string) =>
  async ({
    canvas,
  }: {
    canvas: {
      getByRole: (role: string, options: { name: string }) => HTMLElement
      getByText: (text: string) => HTMLElement
    }
  }) => {
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveProperty(
      'value',
      score,
    )
    await expect(canvas.getByText(`Strength: ${words}`)).toBeVisible()
  }

export const Empty: Story = { args: { password: '' }, play: meterShows(0, 'Too weak') }
export const Weak: Story = { args: { password: 'abcdefgh' }, play: meterShows(1, 'Weak') }
export const Fair: Story = { args: { password: 'Abcdefgh' }, play: meterShows(2, 'Fair') }
export const Good: Story = { args: { password: 'Abcdefg1' }, play: meterShows(3, 'Good') }
export const Strong: Story = {
  args: { password: 'Abcdef1!' },
  play: async (context) => {
    await meterShows(4, 'Strong')(context)
    // One point each: length ≥ 8, lower and upper case, a digit, a symbol.
    await expect([
      passwordScore('short'),
      passwordScore('aB1!'),
      passwordScore('aB1!aaaa'),
    ]).toEqual([0, 3, 4])
  },
}
