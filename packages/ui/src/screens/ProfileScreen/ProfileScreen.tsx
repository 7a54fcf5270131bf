import { useUserPosts } from '@photobooth/api-client'
import { useViewer } from '../../provider/viewer-context'
import { ProfileView, type ProfileViewProps } from './ProfileView'

export interface ProfileScreenProps {
  /** Whose profile (the `/profile/{profileId}` route); absent for the viewer's own profile. */
  profileId?: string
}

/** A user's profile, connected: `GET /posts/user/{id}` drawn by {@link ProfileView}. */
export function ProfileScreen({ profileId }: ProfileScreenProps) {
  const viewer = useViewer()
  const userId = profileId ?? viewer?._id
  const { data, error, isValidating, mutate } = useUserPosts(userId)
  // Without an id (no profile asked for and nobody signed in) there is no profile to find.
  let failure: ProfileViewProps['failure']
  if (!userId || error?.isNotFound) failure = 'notFound'
  else if (error) failure = 'failed'
  return (
    <ProfileView
      profile={data}
      isOwn={userId !== undefined && userId === viewer?._id}
      failure={data ? undefined : failure}
      refreshFailed={data !== undefined && error !== undefined}
      retrying={isValidating}
      onRetry={() => void mutate()}
    />
  )
}
