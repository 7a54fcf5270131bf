import type { FormHTMLAttributes, ReactNode } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Logo } from '../../components/Logo/Logo'
import { type LinkProps, useUi } from '../../provider/ui-context'
import * as styles from './AuthLayout.css'

export interface AuthLayoutProps {
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  /** A line under the card's content, e.g. "Don't have an account?" and an `AuthLayout.Link`. */
  footer?: ReactNode
}

/** The frame of the sign-in, sign-up and password screens: the logo, a title, a card. */
function AuthLayoutRoot({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <Logo size="large" />
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </div>
    </main>
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
    <form noValidate className={[styles.form, className].filter(Boolean).join(' ')} {...props}>
      {failure ? <Alert>{failure}</Alert> : null}
      {children}
    </form>
  )
}

/** Controls side by side, e.g. "Remember me" and "Forgot password?". */
function AuthRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>
}

/** A line with text in its middle, e.g. "Or continue with". */
function AuthDivider({ children }: { children: ReactNode }) {
  return <div className={styles.divider}>{children}</div>
}

/** A link in the layout's accent, through the app's link component. */
function AuthLink({ className, ...props }: LinkProps) {
  const { Link } = useUi()
  return <Link className={[styles.link, className].filter(Boolean).join(' ')} {...props} />
}

/**
 * The sign-in feature's frame and its parts: `AuthLayout` around the card, with
 * `AuthLayout.Form`, `AuthLayout.Row`, `AuthLayout.Divider` and `AuthLayout.Link` inside.
 */
export const AuthLayout = Object.assign(AuthLayoutRoot, {
  Form: AuthForm,
  Row: AuthRow,
  Divider: AuthDivider,
  Link: AuthLink,
})
