import { type User, type UserPosts, userHandle, useUserPosts } from '@photobooth/api-client'
import { type ReactNode, useId } from 'react'
import { RetryNotice } from '../../components/Alert/Alert'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button } from '../../components/Button/Button'
import { button } from '../../components/Button/Button.css'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { ImageIcon, LinkIcon, UserIcon } from '../../components/Icon/icons'
import { Cluster, Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { PhotoGrid } from '../../components/PhotoGrid/PhotoGrid'
import { Skeleton } from '../../components/Skeleton/Skeleton'
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
      <Stack as="main" gap="xl" className={styles.page}>
        {refreshFailed ? (
          <RetryNotice message={PROFILE_MESSAGES.failed} retrying={retrying} onRetry={onRetry} />
        ) : null}
        <Profile data={profile} isOwn={isOwn} />
      </Stack>
    )
  }

  if (failure) {
    const notFound = failure === 'notFound'
    return (
      <Stack as="main" gap="xl" className={styles.page}>
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
      </Stack>
    )
  }

  return (
    <Stack as="main" gap="xl" className={styles.page}>
      <h1 className={visuallyHidden}>Profile</h1>
      <ProfileSkeleton />
    </Stack>
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
  return (
    <ProfileFrame
      avatar={<Avatar user={user} size="xlarge" className={styles.avatar} />}
      details={
        <>
          <Cluster gap="md" className={styles.titleRow}>
            <h1 className={styles.name}>{user.name}</h1>
            {isOwn ? (
              <Link
                href={paths.editProfile()}
                className={button({ variant: 'secondary', size: 'small' })}
              >
                Edit profile
              </Link>
            ) : null}
          </Cluster>
          <p className={styles.handle}>{userHandle(user)}</p>
          <Cluster as="ul" gap="lg" className={styles.stats} aria-label="Profile statistics">
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
          </Cluster>
          <About user={user} />
        </>
      }
      posts={
        posts.length > 0 ? (
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
        )
      }
    />
  )
}

/**
 * The profile's own frame while it loads: skeletons of the real picture and type (hidden from
 * assistive technology), and the status where the posts will be.
 */
function ProfileSkeleton() {
  return (
    <ProfileFrame
      placeholder
      avatar={
        <Skeleton>
          <Avatar user={{ name: '' }} size="xlarge" className={styles.avatar} />
        </Skeleton>
      }
      details={
        <>
          <p className={styles.name}>
            <Skeleton>Someone who shares</Skeleton>
          </p>
          <p className={styles.handle}>
            <Skeleton>someone</Skeleton>
          </p>
          <Cluster gap="lg" className={styles.stats}>
            {['12 posts', '0 followers', '0 following'].map((stat) => (
              <span key={stat}>
                <Skeleton>{stat}</Skeleton>
              </span>
            ))}
          </Cluster>
        </>
      }
      posts={<Loader className={styles.loader} />}
    />
  )
}

interface ProfileFrameProps {
  /** The picture. */
  avatar: ReactNode
  /** Name, handle, counts and about, beside the picture. */
  details: ReactNode
  /** The grid of posts (or what stands in for it), under the "Posts" title. */
  posts: ReactNode
  /** A placeholder for a profile on its way: its header is hidden from assistive technology. */
  placeholder?: boolean
}

/** The profile's frame — the picture beside the details, then the posts — shared by a profile
 * and its placeholder. */
function ProfileFrame({ avatar, details, posts, placeholder = false }: ProfileFrameProps) {
  const postsTitle = useId()
  return (
    <>
      <header className={styles.header} aria-hidden={placeholder || undefined} inert={placeholder}>
        {avatar}
        <Stack gap="sm" className={styles.details}>
          {details}
        </Stack>
      </header>
      <Stack as="section" gap="md" className={styles.posts} aria-labelledby={postsTitle}>
        <Stack
          as="h2"
          inline
          direction="row"
          align="center"
          justify="center"
          gap="xs"
          id={postsTitle}
          className={styles.postsTitle}
        >
          <ImageIcon size={16} />
          Posts
        </Stack>
        {posts}
      </Stack>
    </>
  )
}

/** Bio (line breaks kept) and website; a website that is not http(s) is never a link. */
function About({ user }: { user: User }) {
  const website = readWebsite(user.website)
  const bio = user.bio.trim()
  if (!bio && !website) return null
  return (
    <Stack gap="xs" className={styles.about}>
      {bio ? <p className={styles.bio}>{bio}</p> : null}
      {website?.kind === 'link' ? (
        <Stack
          as="a"
          {...websiteLayout}
          className={styles.website}
          href={website.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <LinkIcon size={16} />
          {website.text}
        </Stack>
      ) : website ? (
        <Stack as="p" {...websiteLayout} className={styles.websiteText}>
          <LinkIcon size={16} />
          {website.text}
        </Stack>
      ) : null}
    </Stack>
  )
}

/** The link icon beside the address. */
const websiteLayout = { inline: true, direction: 'row', align: 'center', gap: 'xs' } as const
