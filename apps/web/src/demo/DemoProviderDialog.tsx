import { MOCK_PROVIDER_ACCOUNT } from '@photobooth/mocks'
import { Button, Dialog, Stack } from '@photobooth/ui'
import type { DemoProviderChoice } from './demo-identity-provider'

/** The simulated Google popup: the user picks what the real one would do. */
export function DemoProviderDialog({
  open,
  onChoose,
}: {
  open: boolean
  onChoose: (choice: DemoProviderChoice) => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onChoose('cancelled'))}
      title="Sign in with Google"
      description="Demo mode: this stands in for Google's popup. Choose what happens."
    >
      <Stack gap="sm">
        <Button fullWidth onClick={() => onChoose('success')}>
          Continue as {MOCK_PROVIDER_ACCOUNT.displayName} ({MOCK_PROVIDER_ACCOUNT.email})
        </Button>
        <Button fullWidth variant="secondary" onClick={() => onChoose('account-exists')}>
          Use an e-mail that already has a password account
        </Button>
        <Button fullWidth variant="ghost" onClick={() => onChoose('cancelled')}>
          Close the popup
        </Button>
      </Stack>
    </Dialog>
  )
}
