import { guestPostsKey, type PostEntry, PostListSchema } from '@photobooth/api-client'
import { FeedView, loadStatus } from '@photobooth/ui'
import { useEffect, useState } from 'react'
import { GuestBar } from './layout/GuestBar'
import { appStatus } from './service-worker/app-status'
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
 * A guest's first view of the feed, drawn with nothing but React, the client and the views:
 * the public feed (`GET /posts`, which the page's head has usually asked for already) in the
 * guest feed's view. The router, the data cache and everything else come with the first
 * navigation (see app.tsx).
 */
export function FirstView() {
  const { client } = useServices()
  const [posts, setPosts] = useState<PostEntry[] | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on Retry.
  useEffect(() => {
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
