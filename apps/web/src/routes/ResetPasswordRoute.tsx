import { paths, ResetPasswordScreen } from '@photobooth/ui'
import { useNavigate, useSearchParams } from 'react-router-dom'

export function ResetPasswordRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  return (
    <ResetPasswordScreen
      token={params.get('token')}
      onPasswordReset={() => navigate(paths.login(), { replace: true })}
    />
  )
}
