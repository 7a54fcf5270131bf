import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { formViewArgs, reportsFormIntents } from '../../storybook/view-args'
import { ForgotPasswordView } from './ForgotPasswordView'

const SENT =
  'If an account exists with the provided email, you will receive password reset instructions...'

/** The forgot-password screen as a designer sees it: its three phases from args. */
const meta = {
  title: 'Views/ForgotPassword',
  component: ForgotPasswordView,
  args: {
    ...formViewArgs({ email: '' }),
    phase: 'idle',
    sentTo: 'demo@photobooth.app',
    onSendAgain: fn(),
    onChangeEmail: fn(),
  },
  argTypes: { phase: { control: 'inline-radio', options: ['idle', 'submitting', 'sent'] } },
  parameters: { session: null },
} satisfies Meta<typeof ForgotPasswordView>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: reportsFormIntents('Email', 'email', 'Send Reset Instructions'),
}

export const Submitting: Story = {
  args: { phase: 'submitting', values: { email: 'demo@photobooth.app' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  },
}

export const Sent: Story = {
  args: { phase: 'sent', showDevelopmentHelp: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT)
    // Shown from the start, the outcome does not take the focus: only a change of phase does.
    await expect(
      canvas.getByRole('region', { name: 'Reset instructions requested' }),
    ).not.toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }))
    await expect(args.onSendAgain).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }))
    await expect(args.onChangeEmail).toHaveBeenCalledOnce()
  },
}

export const SendAgainFailed: Story = {
  args: { phase: 'sent', failure: 'An error occurred. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT)
  },
}

/** Sent, in Arabic: the outcome, its buttons and the development help from the catalogue. */
export const SentInArabic: Story = {
  args: { phase: 'sent', showDevelopmentHelp: true, sentTo: 'demo@photobooth.app' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'تحقّق من بريدك' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'الإرسال مرة أخرى' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'أين رابط إعادة التعيين؟' }))
    const help = within(await screen.findByRole('dialog', { name: 'مساعدة للتطوير' }))
    await expect(help.getByText(/^افتح صفحة إعادة التعيين بهذا الرمز بدلًا من/)).toBeVisible()
    // Code reads left to right, in every language.
    const line = help.getByText(/^Reset token for demo@photobooth\.app/)
    await expect(line.closest('pre')).toHaveAttribute('dir', 'ltr')
  },
}
