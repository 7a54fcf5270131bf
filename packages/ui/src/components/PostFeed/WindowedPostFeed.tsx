'use client'

import { isValidPost, type PostEntry } from '@photobooth/api-client'
import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import {
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { feed } from '../../i18n/compiled/en/feed'
import { useT } from '../../i18n/use-t'
import { useHydrated } from '../../lib/hydrated'
import { nameOf } from '../../posts/post-facts'
import { cardProps, FeedCard, feedAttributes, keyOf, type PostFeedProps } from './feed-parts'
import * as styles from './PostFeed.css'

/** The next page is wanted when the post this many places before the end is rendered (it is
 * then within a screen or two of the viewport), so that a normal scroll never waits for it. */
const PREFETCH_DISTANCE = 3
/** Posts rendered beyond each edge of the viewport. */
const OVERSCAN = 2
/** Posts a find-in-page stand-in covers (see `TextStandIns`). */
const STAND_IN_GROUP = 10

type ScrollTarget = Window | Element

export interface WindowedPostFeedProps extends PostFeedProps {
  /**
   * Where the sizes of posts already measured are kept between two visits of the list (by
   * post), so that the page is as tall as before and a remembered position lands on the same
   * post. Defaults to memory shared by every feed of the page; an app that remembers the
   * position across pages (a reload, a return the browser did not keep) keeps the sizes with it.
   */
  memory?: PostFeedMemory
}

/** Posts' heights as a list measured them, in pixels, by the post's key (its id). */
export type PostSizes = Readonly<Record<string, number>>

/** Sizes of posts measured by earlier feeds (see {@link WindowedPostFeedProps.memory}). */
export interface PostFeedMemory {
  read(): PostSizes
  write(sizes: PostSizes): void
}

let measured: PostSizes = {}
const pageMemory: PostFeedMemory = {
  read: () => measured,
  write: (sizes) => {
    measured = sizes
  },
}

/**
 * A long feed of post cards (the WAI-ARIA feed pattern) that keeps only the posts near the
 * viewport in the page, whatever its length: the rest are empty space of their measured (or estimated)
 * height, so memory and the page's size stay flat as the feed grows and photos far away are
 * not kept. Page Down and Page Up move the focus from post to post (Ctrl+End and Ctrl+Home
 * leave the feed), find-in-page still finds the posts that are not rendered, and posts that
 * grow or shrink above the viewport ("more", a photo loading) do not move what is on screen.
 * It scrolls with the window, or with the nearest scrolling ancestor.
 */
export function WindowedPostFeed({ memory = pageMemory, ...props }: WindowedPostFeedProps) {
  const { entries, onNearEnd } = props
  const t = useT(feed)
  const listRef = useRef<HTMLDivElement>(null)
  const scroller = useScrollTarget(listRef)
  const scrollMargin = useOffsetWithin(listRef, scroller)
  const isWindow = scroller !== null && !(scroller instanceof Element)

  const [initialMeasurements] = useState(() => asMeasurements(memory.read()))
  const options = {
    // What the viewport shows before the virtualizer has measured it (in a layout effect): the
    // posts it covers are then drawn by this render, not by the update the measure makes.
    initialRect: viewportOf(scroller),
    count: entries.length,
    estimateSize: () => estimatedCardHeight(listRef.current),
    getItemKey: (index: number) => keyOf(entries[index], index),
    overscan: OVERSCAN,
    scrollMargin,
    initialMeasurementsCache: initialMeasurements,
  }
  // One of the two runs: the window's, or the scrolling ancestor's.
  const inElement = useVirtualizer<Element, HTMLDivElement>({
    ...options,
    getScrollElement: () => (scroller instanceof Element ? scroller : null),
    enabled: scroller instanceof Element,
  })
  const inWindow = useWindowVirtualizer<HTMLDivElement>({ ...options, enabled: isWindow })
  const virtualizer = isWindow ? inWindow : inElement
  // Measured sizes outlive the list, and the page: a return to it, in this page or a new one,
  // finds the page as tall as it was. A page that is left (a reload, another site, a phone
  // putting the tab away) never unmounts the list, so they are kept then too.
  useEffect(() => {
    const keep = () => {
      const sizes = sizesOf(virtualizer)
      // A list that measured nothing leaves what was kept as it was.
      if (Object.keys(sizes).length > 0) memory.write(sizes)
    }
    const keepIfHidden = () => {
      if (document.visibilityState === 'hidden') keep()
    }
    window.addEventListener('pagehide', keep)
    document.addEventListener('visibilitychange', keepIfHidden)
    return () => {
      window.removeEventListener('pagehide', keep)
      document.removeEventListener('visibilitychange', keepIfHidden)
      keep()
    }
  }, [memory, virtualizer])

  const items = virtualizer.getVirtualItems()
  const lastRendered = items.at(-1)?.index ?? -1
  const nearEnd = entries.length > 0 && lastRendered >= entries.length - PREFETCH_DISTANCE
  useEffect(() => {
    if (nearEnd) onNearEnd?.()
  }, [nearEnd, onNearEnd])

  const focusPost = useCallback(
    (index: number) => {
      virtualizer.scrollToIndex(index, { align: 'start' })
      // Rendered on the next frames, if it was not.
      const attempt = (tries: number) => {
        const article = listRef.current?.querySelector<HTMLElement>(
          `[data-index="${index}"] article`,
        )
        if (article) article.focus({ preventScroll: true })
        else if (tries > 0) requestAnimationFrame(() => attempt(tries - 1))
      }
      requestAnimationFrame(() => attempt(10))
    },
    [virtualizer],
  )

  const rendered = new Set(items.map((item) => item.index))
  return (
    <div
      ref={listRef}
      {...feedAttributes(props, t('feed.posts'), focusPost)}
      className={styles.feed}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const entry = entries[item.index]
        if (!entry) return null
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.item}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <FeedCard {...cardProps(props, entry, item.index)} />
          </div>
        )
      })}
      <TextStandIns
        entries={entries}
        unknownAuthor={t('app.unknownUser')}
        rendered={rendered}
        startOf={(index) =>
          (virtualizer.measurementsCache[index]?.start ?? scrollMargin) - scrollMargin
        }
        onFound={focusPost}
      />
    </div>
  )
}

/**
 * Find-in-page for the posts that are not rendered: their words (author, caption, the latest
 * comments) as text, a group of posts per element, hidden until the browser finds something in
 * them (`hidden="until-found"`). Then the posts are brought in, the first focused, and their
 * stand-in text goes (they are rendered for real now), so the next search lands in the cards.
 * One element per ten posts keeps the page's size flat; the text of a post is worked out once.
 */
function TextStandIns({
  entries,
  unknownAuthor,
  rendered,
  startOf,
  onFound,
}: {
  entries: readonly PostEntry[]
  /** The name a card shows for a deleted author. */
  unknownAuthor: string
  rendered: ReadonlySet<number>
  startOf: (index: number) => number
  onFound: (index: number) => void
}) {
  const groups: { first: number; indices: number[] }[] = []
  for (let first = 0; first < entries.length; first += STAND_IN_GROUP) {
    const indices: number[] = []
    for (let index = first; index < Math.min(entries.length, first + STAND_IN_GROUP); index++) {
      if (!rendered.has(index)) indices.push(index)
    }
    if (indices.length > 0) groups.push({ first, indices })
  }
  return groups.map(({ first, indices }) => {
    const firstHidden = indices[0] ?? first
    return (
      <StandIn
        key={first}
        top={startOf(firstHidden)}
        text={indices.map((index) => searchableText(entries[index], unknownAuthor)).join('\n')}
        index={firstHidden}
        onFound={onFound}
      />
    )
  })
}

const StandIn = memo(function StandIn({
  top,
  text,
  index,
  onFound,
}: {
  top: number
  text: string
  index: number
  onFound: (index: number) => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  const found = useRef(() => onFound(index))
  found.current = () => onFound(index)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // React has no prop for these: the value `until-found` and the `beforematch` event.
    element.setAttribute('hidden', 'until-found')
    const onBeforeMatch = () => {
      found.current()
      // Hidden again once the posts themselves are on screen.
      requestAnimationFrame(() => element.setAttribute('hidden', 'until-found'))
    }
    element.addEventListener('beforematch', onBeforeMatch)
    return () => element.removeEventListener('beforematch', onBeforeMatch)
  }, [])
  return (
    <div ref={ref} className={styles.standIn} style={{ top }} aria-hidden="true">
      {text}
    </div>
  )
})

/** The words of a post that find-in-page should reach, worked out once per post (and
 * language: a deleted author's name is the card's "Unknown"). */
const searchableTexts = new WeakMap<object, { unknownAuthor: string; text: string }>()
function searchableText(entry: PostEntry | undefined, unknownAuthor: string): string {
  if (!entry || !isValidPost(entry)) return ''
  const known = searchableTexts.get(entry)
  if (known?.unknownAuthor === unknownAuthor) return known.text
  const comments = entry.comments.slice(-2).map((comment) => `${comment.user.name} ${comment.text}`)
  const text = [nameOf(entry.user, unknownAuthor), entry.caption, ...comments].join(' ')
  searchableTexts.set(entry, { unknownAuthor, text })
  return text
}

/** The virtualizer's measurements for sizes kept by an earlier list: it reads their keys and
 * sizes, and lays the posts out again in the current order. */
function asMeasurements(sizes: PostSizes): VirtualItem[] {
  let start = 0
  return Object.entries(sizes).map(([key, size], index) => {
    const item = { index, key, start, size, end: start + size, lane: 0 }
    start += size
    return item
  })
}

/** The sizes the virtualizer has measured (or was given), by key. */
function sizesOf(virtualizer: { takeSnapshot(): VirtualItem[] }): PostSizes {
  const sizes: Record<string, number> = {}
  for (const { key, size } of virtualizer.takeSnapshot()) sizes[String(key)] = size
  return sizes
}

/** Until measured: the card's square photo is as wide as the column, plus its header and text. */
function estimatedCardHeight(list: HTMLElement | null): number {
  const width = list?.clientWidth || 470
  return width + 220
}

/** The size of what scrolls, as the virtualizer measures it (none before it is known). */
function viewportOf(scroller: ScrollTarget | null): { width: number; height: number } {
  if (scroller instanceof Element) {
    return { width: scroller.clientWidth, height: scroller.clientHeight }
  }
  return scroller
    ? { width: window.innerWidth, height: window.innerHeight }
    : { width: 0, height: 0 }
}

/**
 * The nearest ancestor that scrolls vertically, or the window: found once the list is in the
 * page. Until then the window, as most pages scroll (a page rendered in the browser from the
 * start draws its first posts at once); none while the server renders and the browser hydrates,
 * which then agree.
 */
function useScrollTarget(ref: RefObject<HTMLElement | null>): ScrollTarget | null {
  const [found, setTarget] = useState<Element | null>(null)
  const hydrated = useHydrated()
  const target = found ?? (hydrated ? window : null)
  useLayoutEffect(() => {
    let element = ref.current?.parentElement ?? null
    while (element && element !== document.body && element !== document.documentElement) {
      const { overflowY } = getComputedStyle(element)
      if (overflowY === 'auto' || overflowY === 'scroll') {
        setTarget(element)
        return
      }
      element = element.parentElement
    }
    // The window: already the target (a state left as it is re-renders nothing).
    setTarget(null)
  }, [ref])
  return target
}

/** Where the list starts within what scrolls (the virtualizer's `scrollMargin`), kept current
 * as what is above it changes height (a notice appears, say). */
function useOffsetWithin(
  ref: RefObject<HTMLElement | null>,
  scroller: ScrollTarget | null,
): number {
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    const list = ref.current
    if (!list || !scroller) return
    const measure = () => {
      const top = list.getBoundingClientRect().top
      const next =
        scroller instanceof Element
          ? top - scroller.getBoundingClientRect().top + scroller.scrollTop
          : top + window.scrollY
      setOffset((current) => (Math.abs(current - next) < 0.5 ? current : next))
    }
    measure()
    const observer = new ResizeObserver(measure)
    // What sits above the list lives in its parent: a change there moves the list.
    if (list.parentElement) observer.observe(list.parentElement)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [ref, scroller])
  return offset
}
