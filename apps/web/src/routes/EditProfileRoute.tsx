import { EditProfileScreen, paths } from '@photobooth/ui'
import { useNavigate } from 'react-router-dom'
import { Drafts } from '../drafts/Drafts'
import { useServices } from '../services-context'

export function EditProfileRoute() {
  const { session, signOut } = useServices()
  const navigate = useNavigate()
  return (
    <Drafts>
      <EditProfileScreen
        onProfileUpdated={(user) => session.setUser(user)}
        onSignedOut={async () => {
          await signOut()
          navigate(paths.login(), { replace: true })
        }}
      />
    </Drafts>
  )
}
