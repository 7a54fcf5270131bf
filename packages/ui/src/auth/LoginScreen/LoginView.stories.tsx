import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { localeChange } from '../../storybook/story-world'
import { formViewArgs, reportsFormIntents, signInBusyControl } from '../../storybook/view-args'
import { LoginView } from './LoginView'

/** The login screen as a designer sees it: every state from args, no backend. */
const meta = {
  title: 'Views/Login',
  component: LoginView,
  args: {
    ...formViewArgs({ email: '', password: '' }),
    providerName: 'Google',
    onContinueWithProvider: fn(),
  },
  argTypes: { busy: signInBusyControl },
  parameters: { session: null },
} satisfies Meta<typeof LoginView>

export default meta
type Story = StoryObj<typeof meta>

/** Typing and pressing the buttons only report intents: the view keeps nothing itself. */
export const Default: Story = {
  play: async (context) => {
    await reportsFormIntents('Email', 'email', 'Sign in')(context)
    const { canvas, args } = context
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onContinueWithProvider).toHaveBeenCalledOnce()
  },
}

/** A guest chooses the language under the card, each named in its own language. */
export const LanguageChoice: Story = {
  play: async ({ canvas }) => {
    const language = canvas.getByRole('combobox', { name: 'Language' })
    const options = canvas.getAllByRole('option').map((option) => option.textContent)
    await expect(options).toEqual(['English', 'Español', 'العربية'])
    await expect(language).toHaveValue('en')
    await userEvent.selectOptions(language, 'Español')
    await expect(localeChange).toHaveBeenLastCalledWith('es')
  },
}

export const WithoutProvider: Story = {
  args: { providerName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Or continue with')).toBeNull()
  },
}

export const Invalid: Story = {
  args: {
    values: { email: 'jamie@photobooth', password: '12345' },
    errors: {
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters long',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('Invalid email address')).toBeVisible()
  },
}

export const SigningIn: Story = {
  args: { values: { email: 'demo@photobooth.app', password: 'demo1234' }, busy: 'password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: {
    values: { email: 'demo@photobooth.app', password: 'secret' },
    failure: 'Invalid credentials',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials')
  },
}

/** Sent here because the session ran out: the page says so first, and focus is on it. */
export const SessionExpired: Story = {
  args: { sessionExpired: true },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(notice).toHaveTextContent('Your session has expired. Please sign in again.')
    await expect(notice.parentElement).toHaveFocus()
    // The next stop for the keyboard is the e-mail field.
    await userEvent.tab()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
  },
}

/** A failed attempt keeps the reason the user is here. */
export const SessionExpiredThenFailed: Story = {
  args: {
    sessionExpired: true,
    values: { email: 'demo@photobooth.app', password: 'secret' },
    failure: 'Invalid credentials',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials')
  },
}

/** Sign in in Spanish: every text of the page from the catalogue. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
    await expect(canvas.getByLabelText('Correo electrónico')).toBeVisible()
    await expect(canvas.getByLabelText('Contraseña')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Crear cuenta' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
  },
}

/** Sign in in Arabic, right to left; the e-mail address, left to right, as it reads. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
    await expect(canvas.getByLabelText('البريد الإلكتروني')).toBeVisible()
    await expect(canvas.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr')
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
