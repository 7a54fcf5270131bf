import { ForgotPasswordScreen } from '@photobooth/ui'
import { useServices } from '../services-context'

export function ForgotPasswordRoute() {
  const { config } = useServices()
  // A development server (and the demo's backend) sends no e-mail: it prints the reset token
  // on its console. Say where it is; against any other server, say nothing of it.
  return <ForgotPasswordScreen showDevelopmentHelp={config.developmentServer} />
}
