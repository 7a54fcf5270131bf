import { useEffect } from 'react'
import { useToast } from '../provider/toast-context'

/**
 * Shows a toast once an element matching `after` is in the page: a toast newer than the menu or
 * the dialog a story opened, as when a toast's code arrives after the user opened a menu.
 */
export function LateToast({ after, message }: { after: string; message: string }) {
  const toast = useToast()
  useEffect(() => {
    let shown = false
    const check = () => {
      if (shown || !document.querySelector(after)) return
      shown = true
      toast.show(message)
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true })
    check()
    return () => observer.disconnect()
  }, [toast, after, message])
  return null
}

/** The toast a story showed, once it is in the page. */
export function shownToast(message: string): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>('li[data-tone]')].find((toast) =>
      toast.textContent?.includes(message),
    ) ?? null
  )
}
