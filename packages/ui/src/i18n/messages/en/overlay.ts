/** Dialogs and toasts: closing, cancelling, dismissing. */
export const overlay = {
  'app.close': 'Close',
  'app.cancel': 'Cancel',
  'app.toast': 'Notification',
  'app.toasts': 'Notifications ({hotkey})',
  'app.dismiss': 'Dismiss',
} as const
