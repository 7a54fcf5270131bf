import { Toast } from 'radix-ui'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { CloseIcon } from '../components/Icon/icons'
import * as styles from './Toaster.css'
import { ToastContext, type ToastTone } from './toast-context'

/** The product keeps at most this many toasts. */
export const TOAST_LIMIT = 20

interface ToastItem {
  id: number
  message: string
  tone: ToastTone
  open: boolean
}

/** Radix toasts: announced politely to screen readers, dismissible, capped at 20. */
export function Toaster({ children, duration = 4000 }: { children: ReactNode; duration?: number }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const nextId = useRef(0)
  const show = useCallback((message: string, options?: { tone?: ToastTone }) => {
    nextId.current += 1
    const item = { id: nextId.current, message, tone: options?.tone ?? 'info', open: true }
    setItems((current) => [...current, item].slice(-TOAST_LIMIT))
  }, [])
  const api = useMemo(() => ({ show }), [show])
  const close = (id: number) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)))
  const forget = (id: number) => setItems((current) => current.filter((item) => item.id !== id))

  return (
    <ToastContext value={api}>
      <Toast.Provider duration={duration} swipeDirection="down" label="Notification">
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            className={styles.toast[item.tone]}
            open={item.open}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : close(item.id))}
            onAnimationEnd={() => (item.open ? undefined : forget(item.id))}
            data-tone={item.tone}
          >
            <Toast.Title className={styles.title}>{item.message}</Toast.Title>
            <Toast.Close className={styles.close} aria-label="Dismiss">
              <CloseIcon />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className={styles.viewport} />
      </Toast.Provider>
    </ToastContext>
  )
}
