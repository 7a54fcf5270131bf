import { type User, type UserPosts, userHandle, useUserPosts } from '@photobooth/api-client'
import { useId } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button } from '../../components/Button/Button'
import { button } from '../../components/Button/Button.css'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { ImageIcon, LinkIcon, UserIcon } from '../../components/Icon/icons'
import { Loader } from '../../components/Loader/Loader'
import { PhotoGrid } from '../../components/PhotoGrid/PhotoGrid'
import { paths } from '../../paths'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './ProfileScreen.css'
import { readWebsite } from './website'

export interface ProfileScreenProps {
  /** Whose profile (the `/profile/{profileId}` route); absent for the viewer's own profile. */
  profileId?: string
}

export const PROFILE_MESSAGES = {
  notFound: 'Profile not found.',
  failed: 'Failed to load profile data.',
  noPosts: 'No posts yet.',
} as const

const countFormat = new Intl.NumberFormat('en-US')

export interface ProfileViewProps {
  /** The user and their posts (`GET /posts/user/{id}`), once loaded. */
  profile: UserPosts | undefined
  /** Whether it is the viewer's own profile: an "Edit profile" link, an invitation to post. */
  isOwn?: boolean
  /** Why there is no profile to show: nobody by that id (404), or loading it failed. */
  failure?: 'notFound' | 'failed'
  /** A refresh failed: the last loaded profile stays, with a notice and a retry. */
  refreshFailed?: boolean
  /** A retry is on its way. */
  retrying?: boolean
  /** Retries after a failure. */
  onRetry?: () => void
}

/**
 * A user's profile, rendered from its props: photo, name, handle, bio, website, counts and a
 * grid of their posts, or the spec's not-found and failure messages. `ProfileScreen` loads it.
 */
export function ProfileView({
  profile,
  isOwn = false,
  failure,
  refreshFailed = false,
  retrying = false,
  onRetry,
}: ProfileViewProps) {
  const { Link } = useUi()
  if (profile) {
    return (
      <main className={styles.page}>
        {refreshFailed ? (
          <Alert className={styles.notice}>
            <span>{PROFILE_MESSAGES.failed}</span>
            <Button variant="link" size="small" busy={retrying} onClick={onRetry}>
              Retry
            </Button>
          </Alert>
        ) : null}
        <Profile data={profile} isOwn={isOwn} />
      </main>
    )
  }

  if (failure) {
    const notFound = failure === 'notFound'
    return (
      <main className={styles.page}>
        <h1 className={visuallyHidden}>Profile</h1>
        <EmptyState
          role="alert"
          icon={<UserIcon size={32} />}
          title={notFound ? PROFILE_MESSAGES.notFound : PROFILE_MESSAGES.failed}
          action={
            notFound ? (
              <Link href={paths.home()} className={button({ variant: 'secondary', size: 'small' })}>
                Back to home
              </Link>
            ) : (
              <Button variant="secondary" size="small" busy={retrying} onClick={onRetry}>
                Retry
              </Button>
            )
          }
        />
      </main>
    )
  }

  return (
    <main className={styles.page}>
      <h1 className={visuallyHidden}>Profile</h1>
      <Loader className={styles.loader} />
    </main>
  )
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

function Profile({ data, isOwn }: { data: UserPosts; isOwn: boolean }) {
  const { Link } = useUi()
  const { user, posts } = data
  const postsCount = data.postsCount ?? posts.length
  const postsTitle = useId()
  return (
    <>
      <header className={styles.header}>
        <Avatar user={user} size="xlarge" className={styles.avatar} />
        <div className={styles.details}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{user.name}</h1>
            {isOwn ? (
              <Link
                href={paths.editProfile()}
                className={button({ variant: 'secondary', size: 'small' })}
              >
                Edit profile
              </Link>
            ) : null}
          </div>
          <p className={styles.handle}>{userHandle(user)}</p>
          <ul className={styles.stats} aria-label="Profile statistics">
            <li>
              <span className={styles.statValue}>{countFormat.format(postsCount)}</span>{' '}
              {postsCount === 1 ? 'post' : 'posts'}
            </li>
            {/* The product shows followers and following as a fixed 0 (spec §1): there is no following. */}
            <li>
              <span className={styles.statValue}>0</span> followers
            </li>
            <li>
              <span className={styles.statValue}>0</span> following
            </li>
          </ul>
          <About user={user} />
        </div>
      </header>
      <section className={styles.posts} aria-labelledby={postsTitle}>
        <h2 id={postsTitle} className={styles.postsTitle}>
          <ImageIcon size={16} />
          Posts
        </h2>
        {posts.length > 0 ? (
          <PhotoGrid posts={posts} label={`Posts by ${user.name}`} />
        ) : (
          <EmptyState
            icon={<ImageIcon size={32} />}
            title={PROFILE_MESSAGES.noPosts}
            action={
              isOwn ? (
                <Link href={paths.createPost()} className={styles.textLink}>
                  Share your first photo
                </Link>
              ) : null
            }
          />
        )}
      </section>
    </>
  )
}

/** Bio (line breaks kept) and website; a website that is not http(s) is never a link. */
function About({ user }: { user: User }) {
  const website = readWebsite(user.website)
  const bio = user.bio.trim()
  if (!bio && !website) return null
  return (
    <div className={styles.about}>
      {bio ? <p className={styles.bio}>{bio}</p> : null}
      {website?.kind === 'link' ? (
        <a
          className={styles.website}
          href={website.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <LinkIcon size={16} />
          {website.text}
        </a>
      ) : website ? (
        <p className={styles.websiteText}>
          <LinkIcon size={16} />
          {website.text}
        </p>
      ) : null}
    </div>
  )
}
