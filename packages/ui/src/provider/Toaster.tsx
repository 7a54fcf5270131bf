'use client'

import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import type { ToastItem } from './ToastRegion'
import { ToastContext, type ToastTone } from './toast-context'

/** The product keeps at most this many toasts. */
export const TOAST_LIMIT = 20

// The toast machinery is fetched with the first toast, not with the first page.
const ToastRegion = lazy(() => import('./ToastRegion'))

/** The toast queue (capped at 20) and, once there is a toast, the region showing it. */
export function Toaster({ children, duration = 4000 }: { children: ReactNode; duration?: number }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const nextId = useRef(0)
  const show = useCallback((message: ReactNode, options?: { tone?: ToastTone }) => {
    nextId.current += 1
    const item = { id: nextId.current, message, tone: options?.tone ?? 'info', open: true }
    setItems((current) => [...current, item].slice(-TOAST_LIMIT))
  }, [])
  const api = useMemo(() => ({ show }), [show])
  const close = useCallback(
    (id: number) =>
      setItems((current) =>
        current.map((item) => (item.id === id ? { ...item, open: false } : item)),
      ),
    [],
  )
  const forget = useCallback(
    (id: number) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  )

  return (
    <ToastContext value={api}>
      {children}
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <ToastRegion items={items} duration={duration} onClose={close} onGone={forget} />
        </Suspense>
      ) : null}
    </ToastContext>
  )
}
