import { ForgotPasswordScreen } from '@photobooth/ui'
import { useServices } from '../services-context'

export function ForgotPasswordRoute() {
  const { config } = useServices()
  // In the demo and in development no e-mail goes out: say where the reset token is.
  return (
    <ForgotPasswordScreen showDevelopmentHelp={config.mode === 'demo' || import.meta.env.DEV} />
  )
}
