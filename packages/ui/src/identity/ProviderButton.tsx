import { Button } from '../components/Button/Button'
import { GoogleIcon } from '../components/Icon/icons'
import { authStyles } from '../screens/AuthLayout/AuthLayout'
import type { IdentityProvider } from './identity-provider'

/** "Or continue with" and the provider's button. */
export function ProviderButton({
  provider,
  busy,
  disabled,
  onClick,
}: {
  provider: IdentityProvider
  busy: boolean
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <>
      <div className={authStyles.divider}>Or continue with</div>
      <Button
        variant="secondary"
        fullWidth
        busy={busy}
        disabled={disabled}
        onClick={onClick}
        aria-label={`Continue with ${provider.name}`}
      >
        <GoogleIcon size={18} />
        {provider.name}
      </Button>
    </>
  )
}
