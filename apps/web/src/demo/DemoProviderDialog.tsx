import { MOCK_PROVIDER_ACCOUNT } from '@photobooth/mocks'
import { Button, Dialog, Stack, useT, webMessages } from '@photobooth/ui'
import type { DemoProviderChoice } from './demo-identity-provider'

/** The simulated Google popup: the user picks what the real one would do. */
export function DemoProviderDialog({
  open,
  provider,
  onChoose,
}: {
  open: boolean
  /** The provider's name ("Google"). */
  provider: string
  onChoose: (choice: DemoProviderChoice) => void
}) {
  const t = useT(webMessages)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onChoose('cancelled'))}
      title={t('web.demoProvider.title', { provider })}
      description={t('web.demoProvider.description', { provider })}
    >
      <Stack gap="sm">
        <Button fullWidth onClick={() => onChoose('success')}>
          {t('web.demoProvider.continueAs', {
            name: MOCK_PROVIDER_ACCOUNT.displayName ?? '',
            email: MOCK_PROVIDER_ACCOUNT.email ?? '',
          })}
        </Button>
        <Button fullWidth variant="secondary" onClick={() => onChoose('account-exists')}>
          {t('web.demoProvider.accountExists')}
        </Button>
        <Button fullWidth variant="ghost" onClick={() => onChoose('cancelled')}>
          {t('web.demoProvider.close')}
        </Button>
      </Stack>
    </Dialog>
  )
}
