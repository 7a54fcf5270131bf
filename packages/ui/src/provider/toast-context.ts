'use client'

import { createContext, type ReactNode, use } from 'react'

export type ToastTone = 'info' | 'success' | 'error'

export interface ToastApi {
  /**
   * Shows a message; the list keeps the latest 20. A message with someone's words in it (a
   * name, an address) is a node with them in a `<bdi>`, so that they keep their own direction.
   */
  show(message: ReactNode, options?: { tone?: ToastTone }): void
}

export const ToastContext = createContext<ToastApi | null>(null)

/** Shows toasts through the nearest `UiProvider`. */
export function useToast(): ToastApi {
  const value = use(ToastContext)
  if (!value) throw new Error('useToast must be used inside <UiProvider>.')
  return value
}
