'use client'

import { type Liker, userHandle } from '@photobooth/api-client'
import { useId, useMemo, useState } from 'react'
import { Avatar } from '../../components/Avatar/Avatar'
import { button } from '../../components/Button/Button.css'
import { Dialog } from '../../components/Dialog/Dialog'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Stack } from '../../components/Layout/Layout'
import { Text } from '../../components/Text/Text'
import { post } from '../../i18n/compiled/en/post'
import { useT } from '../../i18n/use-t'
import { HeartIcon, SearchIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { authorProfileHref, nameOf, type PostTranslate } from '../../posts/post-facts'
import { sentenceWith } from '../../posts/sentence'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './LikersDialog.css'

/** The search box appears only above this many likers (spec §9). */
export const LIKER_SEARCH_THRESHOLD = 5

export interface LikersDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Asked to open or close: the close button, Escape, a click outside, or following a "View" link. */
  onOpenChange: (open: boolean) => void
  /** The post's likers (`post.likes`), in the order the server sent them. */
  likers: readonly Liker[]
}

/** "People who liked this post": who liked it, each with a link to their profile. */
export function LikersDialog({ open, onOpenChange, likers }: LikersDialogProps) {
  const t = useT(post)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('post.likersTitle')}
      className={styles.dialog}
    >
      {/* Radix unmounts the content when closed, so the search starts empty every time. */}
      <LikersBody likers={likers} onNavigate={() => onOpenChange(false)} />
    </Dialog>
  )
}

function LikersBody({ likers, onNavigate }: { likers: readonly Liker[]; onNavigate: () => void }) {
  const t = useT(post)
  const { Link, paths } = useUi()
  const viewer = useViewer()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const people = useMemo(() => likers.map((liker) => personOf(liker, t)), [likers, t])
  const searchable = people.length > LIKER_SEARCH_THRESHOLD
  const needle = searchable ? normalise(query.trim()) : ''
  const shown = needle ? people.filter((person) => matches(person, needle)) : people

  if (people.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon size={28} />}
        title={t('post.noLikes')}
        detail={t('post.noLikesDetail')}
      />
    )
  }

  return (
    <Stack gap="sm">
      {searchable ? (
        <Stack direction="row" align="center" className={styles.search}>
          <label htmlFor={searchId} className={visuallyHidden}>
            {t('post.searchLikers')}
          </label>
          <SearchIcon size={18} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={t('post.searchLikers')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Stack>
      ) : null}
      {/* Polite, so that the result of each keystroke in the search is announced. */}
      <Text as="p" size="sm" tone="muted" aria-live="polite">
        {needle
          ? t('post.likersFound', { shown: shown.length, total: people.length })
          : t('post.likedThis', { count: people.length })}
      </Text>
      {shown.length === 0 ? (
        <p className={styles.noMatch}>
          {sentenceWith(
            (place) => t('post.noMatches', { query: place }),
            <bdi>{query.trim()}</bdi>,
          )}
        </p>
      ) : (
        <Stack as="ul" className={styles.list} aria-label={t('post.likers')}>
          {shown.map((person) => (
            <Stack
              as="li"
              direction="row"
              align="center"
              gap="sm"
              key={person._id}
              className={styles.item}
            >
              <Avatar user={person.known ? person : { avatar: person.avatar }} size="small" />
              <Stack as="span" className={styles.who}>
                <Text size="sm" weight="medium" truncate>
                  {person.name}
                </Text>
                {person.handle ? (
                  <Text size="xs" tone="muted" truncate>
                    @{person.handle}
                  </Text>
                ) : null}
              </Stack>
              <Link
                href={authorProfileHref({ profileId: person._id }, viewer?._id, paths)}
                aria-label={t('post.viewProfile', { name: person.name })}
                className={cx(button({ variant: 'secondary', size: 'small' }), styles.view)}
                onClick={onNavigate}
              >
                {t('post.view')}
              </Link>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  )
}

interface Person {
  _id: string
  /** Their own name, else "Unknown" in the reader's language (see `known`). */
  name: string
  /** Whether `name` is their own: an unknown person's picture is no one's initials. */
  known: boolean
  /** Only when the e-mail is known: otherwise the handle would be a meaningless "user". */
  handle: string | undefined
  avatar: string | null
}

/** A liker read from a raw post is only an id: it still gets a name to show ("Unknown", in
 * the reader's language). */
function personOf(liker: Liker, t: PostTranslate): Person {
  const email = 'email' in liker ? liker.email : undefined
  const own = nameOf('name' in liker ? liker : undefined, '')
  return {
    _id: liker._id,
    name: own || t('app.unknownUser'),
    known: own !== '',
    handle: email ? userHandle({ email }, t('app.noHandle')) : undefined,
    avatar: liker.avatar,
  }
}

/** Case- and accent-insensitive, so "jose" finds "José". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

function matches(person: Person, needle: string): boolean {
  return (
    normalise(person.name).includes(needle) ||
    (person.handle !== undefined && normalise(person.handle).includes(needle))
  )
}
