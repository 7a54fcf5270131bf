import { MOCK_PROVIDER_ACCOUNT, type MockPopupOutcome } from '@photobooth/mocks'
import { Button, Dialog, demoMessages, Stack, useT } from '@photobooth/ui'

/** What the user can make the simulated popup do: the dialog's choices. */
export type DemoProviderChoice = Extract<
  MockPopupOutcome,
  'success' | 'cancelled' | 'account-exists'
>

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
  const t = useT(demoMessages)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onChoose('cancelled'))}
      title={t('demo.provider.title', { provider })}
      description={t('demo.provider.description', { provider })}
    >
      <Stack gap="sm">
        <Button fullWidth onClick={() => onChoose('success')}>
          {t('demo.provider.continueAs', {
            name: MOCK_PROVIDER_ACCOUNT.displayName ?? '',
            email: MOCK_PROVIDER_ACCOUNT.email ?? '',
          })}
        </Button>
        <Button fullWidth variant="secondary" onClick={() => onChoose('account-exists')}>
          {t('demo.provider.accountExists')}
        </Button>
        <Button fullWidth variant="ghost" onClick={() => onChoose('cancelled')}>
          {t('demo.provider.close')}
        </Button>
      </Stack>
    </Dialog>
  )
}
