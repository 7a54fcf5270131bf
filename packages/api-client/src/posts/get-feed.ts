import type { ApiClient } from '../client/create-api-client'
import { isValidPost, type PostEntry, PostListSchema } from '../contract/post'
import { FEED_PAGE_SIZE, feedKey, feedPageKey } from './keys'

export { FEED_PAGE_SIZE, feedKey, feedPageKey }

/** `GET /posts?page={n}&limit=10`: one page of the signed-in feed, newest first. A public
 * read: sent without the token (see `RequestOptions.auth`). A module without `'use client'`,
 * apart from its hook (use-feed.ts), so that a server can call it. */
export function getFeedPage(client: ApiClient, page: number) {
  return client.request({ path: feedPageKey(page), auth: false, schema: PostListSchema })
}

/** Joins feed pages in order, keeping the first copy of a post whose `_id` appears twice
 * (pages shift when someone posts while the user scrolls). Unreadable entries stay. */
export function mergeFeedPages(pages: readonly (readonly PostEntry[])[]): PostEntry[] {
  const seen = new Set<string>()
  const merged: PostEntry[] = []
  for (const page of pages) {
    for (const entry of page) {
      if (isValidPost(entry)) {
        if (seen.has(entry._id)) continue
        seen.add(entry._id)
      }
      merged.push(entry)
    }
  }
  return merged
}

/** The server has no total: a page shorter than the page size is the last one. */
export function hasReachedEnd(pages: readonly (readonly PostEntry[])[] | undefined): boolean {
  const last = pages?.at(-1)
  return last !== undefined && last.length < FEED_PAGE_SIZE
}
