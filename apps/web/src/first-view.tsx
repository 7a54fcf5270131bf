import { guestPostsKey, type PostEntry, PostListSchema } from '@photobooth/api-client'
import { FeedView, loadStatus } from '@photobooth/ui'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { readEarlyFeed } from './early-feed'
import { GuestBar } from './layout/GuestBar'
import { appStatus, noticeAnswer } from './service-worker/app-status'
import { useServices } from './services-context'

/** What the first view loaded, handed to the data cache when the router takes over. */
let loadedGuestPosts: PostEntry[] | undefined

/** The guest feed the first view showed, if any (read once, by the app's data cache). */
export function takeFirstViewPosts(): PostEntry[] | undefined {
  const posts = loadedGuestPosts
  loadedGuestPosts = undefined
  return posts
}

/**
 * The posts of the answer the page's head had for `path`, if it has arrived and reads as a list
 * of posts, checked as the client checks it: the first `reader`'s (see `readEarlyFeed`).
 */
export function readEarlyPosts(path: string, reader: unknown): PostEntry[] | undefined {
  const early = readEarlyFeed(path, reader)
  if (!early) return undefined
  // As the client's reads are noted: a saved copy says so, a first visit hands it to the worker.
  if (early.first) noticeAnswer(early.url, early.response)
  const read = v.safeParse(PostListSchema, early.body)
  return read.success ? read.output : undefined
}

/**
 * A guest's first view of the feed, drawn with nothing but React, the client and the views:
 * the public feed (`GET /posts`, which the page's head has usually asked for already) in the
 * guest feed's view. The router, the data cache and everything else come with the first
 * navigation (see app.tsx).
 */
export function FirstView() {
  const { client } = useServices()
  // The head's answer, when it is already in: the posts are drawn with the first render.
  const [early] = useState(() => readEarlyPosts(guestPostsKey, FirstView))
  const [posts, setPosts] = useState(early)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on Retry.
  useEffect(() => {
    if (early && attempt === 0) {
      loadedGuestPosts = early
      return
    }
    let current = true
    setFailed(false)
    // `getGuestPosts`, without its hook's module (and SWR with it): the same request.
    client.request({ path: guestPostsKey, auth: false, schema: PostListSchema }).then(
      (answer) => {
        if (!current) return
        loadedGuestPosts = answer
        setPosts(answer)
      },
      () => {
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [client, attempt])
  // Back from the saved feed (offline) to the network: the feed is asked for again.
  useEffect(() => appStatus.onRefresh(() => setAttempt((value) => value + 1)), [])

  return (
    <>
      <GuestBar />
      <FeedView
        guest
        status={loadStatus(posts, failed || undefined)}
        posts={posts}
        onRetry={() => setAttempt((value) => value + 1)}
      />
    </>
  )
}
