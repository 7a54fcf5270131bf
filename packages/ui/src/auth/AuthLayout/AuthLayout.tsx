'use client'

import type { FormHTMLAttributes, ReactNode } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { TextField, type TextFieldProps } from '../../components/Field/Field'
import { LanguageSelect } from '../../components/LanguageSelect/LanguageSelect'
import { Cluster, Stack } from '../../components/Layout/Layout'
import { Logo } from '../../components/Logo/Logo'
import { Heading, Text } from '../../components/Text/Text'
import { auth } from '../../i18n/compiled/en/auth'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { type LinkProps, useUi } from '../../provider/ui-context'
import * as styles from './AuthLayout.css'

export interface AuthLayoutProps {
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  /** A line under the card's content, e.g. "Don't have an account?" and an `AuthLayout.Link`. */
  footer?: ReactNode
}

/** The frame of the sign-in, sign-up and password screens: the logo, a title, a card, and
 * under it the language for a guest to choose (when the app lets them: `onLocaleChange`). */
function AuthLayoutRoot({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { onLocaleChange, Link, paths } = useUi()
  return (
    <Stack as="main" direction="row" align="center" justify="center" className={styles.page}>
      <Stack gap="lg" className={styles.card}>
        <Stack as="header" align="center" gap="sm" className={styles.header}>
          {/* The way back to the feed (an installed app has no browser's Back button). */}
          <Link href={paths.home()} className={styles.home}>
            <Logo size="large" />
          </Link>
          <Heading level={1} leading="normal">
            {title}
          </Heading>
          {subtitle ? (
            <Text as="p" size="sm" tone="muted">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
        {footer ? (
          <Text as="p" size="sm" tone="muted" className={styles.footer}>
            {footer}
          </Text>
        ) : null}
        {onLocaleChange ? <LanguageSelect onLocaleChange={onLocaleChange} /> : null}
      </Stack>
    </Stack>
  )
}

export interface AuthFormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Why the last attempt failed, shown above the fields. */
  failure?: ReactNode
}

/** The card's form: why the last attempt failed, then its fields one under the other.
 * Validation is the form's own (`noValidate`): the browser's bubbles never show. */
function AuthForm({ failure, className, children, ...props }: AuthFormProps) {
  return (
    <Stack as="form" gap="md" noValidate className={className} {...props}>
      {failure ? <Alert>{failure}</Alert> : null}
      {children}
    </Stack>
  )
}

/** Controls side by side, e.g. "Remember me" and "Forgot password?". */
function AuthRow({ children }: { children: ReactNode }) {
  return (
    <Cluster justify="between" gap="sm">
      {children}
    </Cluster>
  )
}

/** A line with text in its middle, e.g. "Or continue with". */
function AuthDivider({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" align="center" gap="sm" className={styles.divider}>
      {children}
    </Stack>
  )
}

/** A link in the layout's accent, through the app's link component. */
function AuthLink({ className, ...props }: LinkProps) {
  const { Link } = useUi()
  return <Link className={cx(styles.link, className)} {...props} />
}

/** The footer's line: a question, then the link that answers it ("Don't have an account?
 * Sign up"). */
function AuthPrompt({
  question,
  href,
  children,
}: {
  question: ReactNode
  href: string
  children: ReactNode
}) {
  return (
    <>
      {question} <AuthLink href={href}>{children}</AuthLink>
    </>
  )
}

/**
 * The e-mail field every sign-in form starts with, labelled "Email". An address reads left to
 * right, on a right-to-left page too (as the profile's website does): its label stays with the
 * page's direction.
 */
function AuthEmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'dir'>) {
  const t = useT(auth)
  return (
    <TextField label={t('auth.email')} type="email" autoComplete="email" dir="ltr" {...props} />
  )
}

/**
 * The sign-in feature's frame and its parts: `AuthLayout` around the card, with
 * `AuthLayout.Form`, `AuthLayout.EmailField`, `AuthLayout.Row`, `AuthLayout.Divider`,
 * `AuthLayout.Link` and the footer's `AuthLayout.Prompt` inside.
 */
export const AuthLayout = Object.assign(AuthLayoutRoot, {
  Form: AuthForm,
  Row: AuthRow,
  Divider: AuthDivider,
  Link: AuthLink,
  Prompt: AuthPrompt,
  EmailField: AuthEmailField,
})
