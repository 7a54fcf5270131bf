/** Dialogs and toasts: closing, cancelling, dismissing. */
export const overlay = {
  /**
   * Dialogs: the name (and tooltip) of the × icon button in the top corner that closes the dialog.
   */
  'overlay.close': 'Close',
  /**
   * Confirmation dialogs without a cancel text of their own (e.g. the demo's reset): the button
   * that closes without doing anything; keep it short.
   */
  'overlay.cancel': 'Cancel',
  /**
   * Read by screen readers with each toast (a short message that pops up at the bottom of the
   * screen) to say what it is.
   */
  'overlay.toast': 'Notification',
  /**
   * The name screen readers give the region holding the toasts: `{hotkey}` is the key that moves
   * the focus there, "F8".
   */
  'overlay.toasts': 'Notifications ({hotkey})',
  /** Toasts: the name screen readers give the × button that closes a toast. */
  'overlay.dismiss': 'Dismiss',
} as const
