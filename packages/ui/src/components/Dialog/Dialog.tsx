'use client'

import { AlertDialog as RadixAlertDialog, Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { overlay } from '../../i18n/compiled/en/overlay'
import { useT } from '../../i18n/use-t'
import { CloseIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { closeOnEscapeLeft } from '../../lib/escape'
import { usePortalContainer } from '../../provider/ui-context'
import { stack } from '../../styles/layout.css'
import { text } from '../../styles/text.css'
import { Button, IconButton } from '../Button/Button'
import { Cluster, Stack } from '../Layout/Layout'
import { Heading } from '../Text/Text'
import * as styles from './Dialog.css'
import { useReturnFocus } from './return-focus'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Every dialog has a title (its accessible name). */
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom. */
  actions?: ReactNode
  /** Hide the corner close button (for dialogs whose only way out is an action). */
  hideClose?: boolean
  /** Center title and text (success dialogs). */
  centered?: boolean
  className?: string
}

/** A modal dialog on Radix: focus trapped, Escape and the overlay close it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  hideClose = false,
  centered = false,
  className,
}: DialogProps) {
  const t = useT(overlay)
  const portalContainer = usePortalContainer()
  const returnFocus = useReturnFocus(open)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={portalContainer}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(
            stack({ gap: 'md' }),
            styles.content,
            centered && styles.centered,
            className,
          )}
          onCloseAutoFocus={returnFocus}
          onKeyDown={closeOnEscapeLeft(() => onOpenChange(false))}
          // Without a description Radix wants aria-describedby set explicitly to nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Stack direction="row" align="start" justify="between" gap="sm">
            <RadixDialog.Title asChild>
              <Heading level={2}>{title}</Heading>
            </RadixDialog.Title>
            {hideClose ? null : (
              <RadixDialog.Close asChild>
                <IconButton label={t('overlay.close')}>
                  <CloseIcon size={20} />
                </IconButton>
              </RadixDialog.Close>
            )}
          </Stack>
          {description ? (
            <RadixDialog.Description className={text({ size: 'sm', tone: 'muted' })}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {actions ? (
            <Cluster justify="end" gap="sm">
              {actions}
            </Cluster>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  confirmLabel: string
  /** Defaults to "Cancel" (in the reader's language). */
  cancelLabel?: string
  /** Runs on confirm; while it is pending the confirm button shows as busy. */
  onConfirm: () => void
  busy?: boolean
  /** Danger styling for destructive actions. */
  destructive?: boolean
}

/** A confirmation on Radix's AlertDialog: it does not close on a click outside. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  const t = useT(overlay)
  const portalContainer = usePortalContainer()
  const returnFocus = useReturnFocus(open)
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal container={portalContainer}>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content
          className={cx(stack({ gap: 'md' }), styles.content)}
          onCloseAutoFocus={returnFocus}
          onKeyDown={closeOnEscapeLeft(() => onOpenChange(false))}
        >
          <RadixAlertDialog.Title asChild>
            <Heading level={2}>{title}</Heading>
          </RadixAlertDialog.Title>
          {description ? (
            <RadixAlertDialog.Description className={text({ size: 'sm', tone: 'muted' })}>
              {description}
            </RadixAlertDialog.Description>
          ) : null}
          <Cluster justify="end" gap="sm">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel ?? t('overlay.cancel')}
              </Button>
            </RadixAlertDialog.Cancel>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              busy={busy}
              onClick={(event) => {
                event.preventDefault()
                onConfirm()
              }}
            >
              {confirmLabel}
            </Button>
          </Cluster>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  )
}
