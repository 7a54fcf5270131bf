import type { ReactNode } from 'react'
import { Logo } from '../../components/Logo/Logo'
import * as styles from './AuthLayout.css'

export interface AuthLayoutProps {
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The frame of the sign-in, sign-up and password screens: the logo, a title, a card. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <Logo size="large" />
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  )
}

export const authStyles = styles
