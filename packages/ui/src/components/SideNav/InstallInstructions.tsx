'use client'

import { nav } from '../../i18n/compiled/en/nav'
import { useT } from '../../i18n/use-t'
import { useUi } from '../../provider/ui-context'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'

export interface InstallInstructionsProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * How to install the app where the page cannot do it (Safari on iPhone and iPad): "To install
 * PhotoBooth, open your browser's Share menu and choose “Add to Home Screen”." Loaded by
 * `useInstallEntry` only for such a browser, once the navigation is drawn.
 */
export function InstallInstructions({ open, onOpenChange }: InstallInstructionsProps) {
  const t = useT(nav)
  const { productName } = useUi()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('nav.installTitle', { product: productName })}
      description={t('nav.installSteps', { product: productName })}
      actions={<Button onClick={() => onOpenChange(false)}>{t('nav.installDone')}</Button>}
    />
  )
}
