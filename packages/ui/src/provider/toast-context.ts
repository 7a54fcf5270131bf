'use client'

import { createContext, use } from 'react'

export type ToastTone = 'info' | 'success' | 'error'

export interface ToastApi {
  /** Shows a message; the list keeps the latest 20. */
  show(message: string, options?: { tone?: ToastTone }): void
}

export const ToastContext = createContext<ToastApi | null>(null)

/** Shows toasts through the nearest `UiProvider`. */
export function useToast(): ToastApi {
  const value = use(ToastContext)
  if (!value) throw new Error('useToast must be used inside <UiProvider>.')
  return value
}
