/** Posts per page of the signed-in feed; a shorter page means the end was reached. */
export const FEED_PAGE_SIZE = 10

/** SWR keys are the GET URL under `/api`. */
export const guestPostsKey = '/posts'
export const feedPageKey = (page: number): string => `/posts?page=${page}&limit=${FEED_PAGE_SIZE}`
export const postKey = (postId: string): string => `/posts/${encodeURIComponent(postId)}`
export const userPostsKey = (userId: string): string => `/posts/user/${encodeURIComponent(userId)}`

/** The key of page `index + 1` of the signed-in feed, or `null` past its end (a page shorter
 * than the page size is the last one): `useSWRInfinite`'s `getKey`. */
export function feedKey(index: number, previous: readonly unknown[] | null): string | null {
  if (previous && previous.length < FEED_PAGE_SIZE) return null
  return feedPageKey(index + 1)
}

export const isFeedPageKey = (key: string): boolean => key.startsWith('/posts?page=')
export const isUserPostsKey = (key: string): boolean => key.startsWith('/posts/user/')
