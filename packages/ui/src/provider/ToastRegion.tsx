'use client'

import { Toast } from 'radix-ui'
import type { ReactNode } from 'react'
import { overlay } from '../i18n/compiled/en/overlay'
import { useT } from '../i18n/use-t'
import { CloseIcon } from '../icons/icons'
import { passEscapeOn } from '../lib/escape'
import * as styles from './Toaster.css'
import type { ToastTone } from './toast-context'

export interface ToastItem {
  id: number
  message: ReactNode
  tone: ToastTone
  open: boolean
}

export interface ToastRegionProps {
  items: readonly ToastItem[]
  duration: number
  onClose: (id: number) => void
  onGone: (id: number) => void
}

/** Radix's key to the toasts (its default): named in the region's label. */
const HOTKEY = 'F8'

/** Radix toasts: announced politely (errors assertively), dismissible, swipeable. */
export default function ToastRegion({ items, duration, onClose, onGone }: ToastRegionProps) {
  const t = useT(overlay)
  return (
    <Toast.Provider duration={duration} swipeDirection="down" label={t('overlay.toast')}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          className={styles.toast[item.tone]}
          open={item.open}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => (open ? undefined : onClose(item.id))}
          onEscapeKeyDown={(event) => passEscapeOn(event)}
          onAnimationEnd={() => (item.open ? undefined : onGone(item.id))}
          data-tone={item.tone}
        >
          <Toast.Title className={styles.title}>{item.message}</Toast.Title>
          <Toast.Close className={styles.close} aria-label={t('overlay.dismiss')}>
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={styles.viewport}
        hotkey={[HOTKEY]}
        label={t('overlay.toasts', { hotkey: HOTKEY })}
      />
    </Toast.Provider>
  )
}
