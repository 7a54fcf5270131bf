/** Posts per page of the signed-in feed; a shorter page means the end was reached. */
export const FEED_PAGE_SIZE = 10

/** SWR keys are the GET URL under `/api`. */
export const guestPostsKey = '/posts'
export const feedPageKey = (page: number): string => `/posts?page=${page}&limit=${FEED_PAGE_SIZE}`
export const postKey = (postId: string): string => `/posts/${encodeURIComponent(postId)}`
export const userPostsKey = (userId: string): string => `/posts/user/${encodeURIComponent(userId)}`

/** `useSWRInfinite` keeps the merged pages under this prefix plus the first page's key. */
export const INFINITE_PREFIX = '$inf$'

export const isFeedPageKey = (key: string): boolean => key.startsWith('/posts?page=')
export const isInfiniteFeedKey = (key: string): boolean =>
  key.startsWith(`${INFINITE_PREFIX}/posts?page=`)
export const isUserPostsKey = (key: string): boolean => key.startsWith('/posts/user/')
