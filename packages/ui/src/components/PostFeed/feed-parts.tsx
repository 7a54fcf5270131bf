'use client'

import { isValidPost, type Post, type PostEntry } from '@photobooth/api-client'
import { type KeyboardEvent, type MouseEvent, memo, type Ref } from 'react'
import { InvalidPostCard, PostCard } from '../PostCard/PostCard'

/** What every feed of posts takes, windowed or not. */
export interface PostFeedProps {
  /** The posts, in order (an unreadable entry shows as "Error: Invalid post data."). */
  entries: readonly PostEntry[]
  /** Whether the list is complete: the screen reader is told its size then. */
  complete?: boolean
  /** A page is loading: `aria-busy` on the feed. */
  busy?: boolean
  /** The end of the list is near: the screen asks for the next page. */
  onNearEnd?: () => void
  /** A post's like button was pressed (or its photo double-clicked while not liked). */
  onLike?: (post: Post) => void
  /** Whether a like of the post is on its way. */
  isLikePending?: (postId: string) => boolean
  /** Called on a click on a card's links before it navigates (see `PostCard`). */
  onGuardedNavigation?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** The card at this index is handed to `watch` while it is rendered (e.g. the guest's 4th). */
  watchIndex?: number
  watch?: (element: HTMLElement | null) => void
  /** The list's name for assistive technology; "Posts" (in the reader's language) by default. */
  label?: string
}

export function keyOf(entry: PostEntry | undefined, index: number): string {
  return entry && isValidPost(entry) ? entry._id : `invalid-${index}`
}

export interface FeedCardProps {
  entry: PostEntry
  index: number
  /** The feed's size, -1 while unknown. */
  size: number
  likePending: boolean
  onLike: ((post: Post) => void) | undefined
  onGuardedNavigation: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
  cardRef: Ref<HTMLElement> | undefined
}

/** One post of a feed, rendered again only when what it shows changed (not on every scroll). */
export const FeedCard = memo(function FeedCard({
  entry,
  index,
  size,
  likePending,
  onLike,
  onGuardedNavigation,
  cardRef,
}: FeedCardProps) {
  const position = { index, size }
  return isValidPost(entry) ? (
    <PostCard
      ref={cardRef}
      post={entry}
      position={position}
      priority={index === 0}
      onLike={(post) => onLike?.(post)}
      likePending={likePending}
      onGuardedNavigation={onGuardedNavigation}
    />
  ) : (
    <InvalidPostCard ref={cardRef} position={position} />
  )
})

/**
 * What the card at `index` is given from its feed's props: values that change only when what
 * the card shows does, so that the memoised card is not rendered again on every scroll.
 */
export function cardProps(feed: PostFeedProps, entry: PostEntry, index: number): FeedCardProps {
  return {
    entry,
    index,
    size: feed.complete ? feed.entries.length : -1,
    likePending: feed.isLikePending?.(keyOf(entry, index)) ?? false,
    onLike: feed.onLike,
    onGuardedNavigation: feed.onGuardedNavigation,
    cardRef: index === (feed.watchIndex ?? -1) ? feed.watch : undefined,
  }
}

/**
 * The attributes of a feed's element (the WAI-ARIA feed pattern): its name (`label`, else
 * `name`), whether a page is loading, how many posts it holds — rendered or not, for tools and
 * tests — and its keys ({@link feedKeyDown}).
 */
export function feedAttributes(
  feed: PostFeedProps,
  name: string,
  focusPost: (index: number) => void,
) {
  return {
    role: 'feed',
    'aria-label': feed.label ?? name,
    'aria-busy': feed.busy ?? false,
    'data-count': feed.entries.length,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) =>
      feedKeyDown(event, feed.entries.length, focusPost),
  } as const
}

/**
 * The feed pattern's keys: Page Down and Page Up move the focus to the next or previous post
 * (`focusPost` brings it into the page first if needed), Ctrl+End and Ctrl+Home leave the feed.
 */
export function feedKeyDown(
  event: KeyboardEvent<HTMLElement>,
  count: number,
  focusPost: (index: number) => void,
): void {
  const current = (event.target as Element).closest<HTMLElement>('[data-index]')
  const index = Number(current?.dataset.index ?? Number.NaN)
  if (Number.isNaN(index)) return
  if (event.key === 'PageDown' && index < count - 1) {
    event.preventDefault()
    focusPost(index + 1)
  } else if (event.key === 'PageUp' && index > 0) {
    event.preventDefault()
    focusPost(index - 1)
  } else if ((event.key === 'End' || event.key === 'Home') && event.ctrlKey) {
    event.preventDefault()
    leaveFeed(event.currentTarget, event.key === 'End' ? 'after' : 'before')
  }
}

/** Moves the focus to the first focusable element after (or before) the feed. */
function leaveFeed(feed: HTMLElement, where: 'after' | 'before'): void {
  const focusable = [
    ...feed.ownerDocument.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => !feed.contains(element))
  const position = (element: HTMLElement) => feed.compareDocumentPosition(element)
  const target =
    where === 'after'
      ? focusable.find((element) => position(element) & Node.DOCUMENT_POSITION_FOLLOWING)
      : focusable.findLast((element) => position(element) & Node.DOCUMENT_POSITION_PRECEDING)
  target?.focus()
}
