import { EditProfileScreen, paths } from '@photobooth/ui'
import { useLocation, useNavigate } from 'react-router-dom'
import { Drafts } from '../drafts/Drafts'
import { readAccountCreated } from '../navigation-state'
import { useServices } from '../services-context'

export function EditProfileRoute() {
  const { session, signOut } = useServices()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <Drafts>
      <EditProfileScreen
        accountCreated={readAccountCreated(location.state)}
        // Greeted once: the entry forgets it, so Back and a reload do not greet again.
        onAccountCreatedSeen={() => navigate(paths.editProfile(), { replace: true })}
        onProfileUpdated={(user) => session.setUser(user)}
        onSignedOut={() => void signOut()}
      />
    </Drafts>
  )
}
