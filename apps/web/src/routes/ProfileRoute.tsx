import { ProfileScreen } from '@photobooth/ui'
import { useParams } from 'react-router-dom'

export function ProfileRoute() {
  const { profileId } = useParams()
  return <ProfileScreen key={profileId ?? 'me'} {...(profileId ? { profileId } : {})} />
}
