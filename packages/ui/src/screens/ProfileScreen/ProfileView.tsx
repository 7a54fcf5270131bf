'use client'

import { type User, type UserPosts, userHandle } from '@photobooth/api-client'
import { type ReactNode, useId } from 'react'
import { Avatar } from '../../components/Avatar/Avatar'
import { button } from '../../components/Button/Button.css'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Cluster, Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { LoadFailure } from '../../components/LoadState/LoadFailure'
import type { LoadProps } from '../../components/LoadState/load-status'
import { PhotoGrid } from '../../components/PhotoGrid/PhotoGrid'
import { Skeleton } from '../../components/Skeleton/Skeleton'
import { Text } from '../../components/Text/Text'
import { profile as profileMessages } from '../../i18n/compiled/en/profile'
import { useFormatLocale, useT } from '../../i18n/use-t'
import { ImageIcon, LinkIcon, UserIcon } from '../../icons/icons'
import { useUi } from '../../provider/ui-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './ProfileScreen.css'
import { readWebsite } from './website'

/** Where the profile stands: loading, shown, shown with a failed refresh, or none to show. */
export interface ProfileViewProps extends LoadProps {
  /** The user and their posts (`GET /posts/user/{id}`): shown when `ready` or `stale`. */
  profile?: UserPosts | undefined
  /** Whether it is the viewer's own profile: an "Edit profile" link, an invitation to post. */
  isOwn?: boolean
}

/**
 * A user's profile, rendered from its props: photo, name, handle, bio, website, counts and a
 * grid of their posts, or the spec's not-found and failure messages. `ProfileScreen` loads it.
 */
export function ProfileView({
  status,
  profile,
  isOwn = false,
  retrying = false,
  onRetry,
}: ProfileViewProps) {
  const { Link, paths } = useUi()
  const t = useT(profileMessages)
  const retry = { retrying, onRetry }
  if ((status === 'ready' || status === 'stale') && profile) {
    return (
      <Stack as="main" gap="xl" className={styles.page}>
        {status === 'stale' ? (
          <LoadFailure status="stale" message={t('profile.loadFailed')} {...retry} />
        ) : null}
        <Profile data={profile} isOwn={isOwn} />
      </Stack>
    )
  }
  let body: ReactNode
  switch (status) {
    case 'notFound':
      body = (
        <LoadFailure
          status="notFound"
          icon={<UserIcon size={32} />}
          message={t('profile.notFound')}
          action={
            <Link href={paths.home()} className={button({ variant: 'secondary', size: 'small' })}>
              {t('profile.backHome')}
            </Link>
          }
        />
      )
      break
    case 'failed':
      body = (
        <LoadFailure
          status="failed"
          icon={<UserIcon size={32} />}
          message={t('profile.loadFailed')}
          {...retry}
        />
      )
      break
    default:
      body = <ProfileSkeleton />
  }
  return (
    <Stack as="main" gap="xl" className={styles.page}>
      <h1 className={visuallyHidden}>{t('profile.title')}</h1>
      {body}
    </Stack>
  )
}

function Profile({ data, isOwn }: { data: UserPosts; isOwn: boolean }) {
  const { Link, paths } = useUi()
  const t = useT(profileMessages)
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
                {t('profile.edit')}
              </Link>
            ) : null}
          </Cluster>
          <Text as="p" size="md" tone="muted">
            {userHandle(user, t('app.noHandle'))}
          </Text>
          <Cluster as="ul" gap="lg" className={styles.stats} aria-label={t('profile.stats')}>
            <li>
              <Stat id="profile.stats.posts" count={postsCount} />
            </li>
            {/* The product shows followers and following as a fixed 0 (spec §1): there is no following. */}
            <li>
              <Stat id="profile.stats.followers" count={0} />
            </li>
            <li>
              <Stat id="profile.stats.following" count={0} />
            </li>
          </Cluster>
          <About user={user} />
        </>
      }
      posts={
        posts.length > 0 ? (
          <PhotoGrid posts={posts} label={t('profile.postsBy', { name: user.name })} />
        ) : (
          <EmptyState
            icon={<ImageIcon size={32} />}
            title={t('profile.noPosts')}
            action={
              isOwn ? (
                <Link href={paths.createPost()} className={styles.textLink}>
                  {t('profile.shareFirst')}
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
  const t = useT(profileMessages)
  // The texts of a profile, as long as a real one's, for the skeletons' size.
  const stats = [
    t('profile.stats.posts', { count: 12 }),
    t('profile.stats.followers', { count: 0 }),
    t('profile.stats.following', { count: 0 }),
  ]
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
            <Skeleton>{t('profile.skeleton.name')}</Skeleton>
          </p>
          <Text as="p" size="md" tone="muted">
            <Skeleton>{t('profile.skeleton.handle')}</Skeleton>
          </Text>
          <Cluster gap="lg" className={styles.stats}>
            {stats.map((stat) => (
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
  const t = useT(profileMessages)
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
          {t('profile.posts')}
        </Stack>
        {posts}
      </Stack>
    </>
  )
}

/**
 * A count and what it counts ("6 posts"), the count in the locale's numbers and picked out:
 * the message says both, in the order its language puts them.
 */
function Stat({
  id,
  count,
}: {
  id: 'profile.stats.posts' | 'profile.stats.followers' | 'profile.stats.following'
  count: number
}) {
  const t = useT(profileMessages)
  const locale = useFormatLocale()
  const text = t(id, { count })
  // The count as the message writes it (ICU's `#` and `{count, number}` are the locale's).
  const value = new Intl.NumberFormat(locale).format(count)
  const at = text.indexOf(value)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <Text weight="bold">{value}</Text>
      {text.slice(at + value.length)}
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
      {/* The user's own words, set apart in their own direction (an English bio on an Arabic
          page keeps its full stop at its end), where the page puts its text. */}
      {bio ? (
        <p className={styles.bio}>
          <bdi>{bio}</bdi>
        </p>
      ) : null}
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
