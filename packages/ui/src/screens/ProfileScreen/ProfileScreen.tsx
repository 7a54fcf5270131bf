'use client'

import { useUserPosts } from '@photobooth/api-client'
import { loadStatus } from '../../components/LoadState/load-status'
import { useViewer } from '../../provider/viewer-context'
import { ProfileView } from './ProfileView'

export interface ProfileScreenProps {
  /** Whose profile (the `/profile/{profileId}` route); absent for the viewer's own profile. */
  profileId?: string
}

/** A user's profile, connected: `GET /posts/user/{id}` drawn by {@link ProfileView}. */
export function ProfileScreen({ profileId }: ProfileScreenProps) {
  const viewer = useViewer()
  const userId = profileId ?? viewer?._id
  const { data, error, isValidating, mutate } = useUserPosts(userId)
  return (
    <ProfileView
      // Without an id (no profile asked for and nobody signed in) there is no profile to find.
      status={userId ? loadStatus(data, error) : 'notFound'}
      profile={data}
      isOwn={userId !== undefined && userId === viewer?._id}
      retrying={isValidating}
      onRetry={() => void mutate()}
    />
  )
}
