'use client'

import { useEffect, useRef } from 'react'
import { feed } from '../../i18n/compiled/en/feed'
import { useT } from '../../i18n/use-t'
import { cardProps, FeedCard, feedAttributes, keyOf, type PostFeedProps } from './feed-parts'
import * as styles from './PostFeed.css'

export type { PostFeedProps } from './feed-parts'

/**
 * A short feed of post cards (the WAI-ARIA feed pattern), every post in the page: the guest's
 * four, say. Page Down and Page Up move the focus from post to post; Ctrl+End and Ctrl+Home
 * leave the feed. A long feed is `WindowedPostFeed`, which keeps only the posts near the
 * viewport.
 */
export function PostFeed(props: PostFeedProps) {
  const { entries, onNearEnd } = props
  const t = useT(feed)
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (entries.length > 0) onNearEnd?.()
  }, [entries.length, onNearEnd])
  const focusPost = (index: number) => {
    const article = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] article`)
    article?.scrollIntoView({ block: 'start' })
    article?.focus({ preventScroll: true })
  }
  return (
    <div
      ref={listRef}
      {...feedAttributes(props, t('feed.posts'), focusPost)}
      className={styles.plainFeed}
    >
      {entries.map((entry, index) => (
        <div key={keyOf(entry, index)} data-index={index}>
          <FeedCard {...cardProps(props, entry, index)} />
        </div>
      ))}
    </div>
  )
}
