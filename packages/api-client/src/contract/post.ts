import * as v from 'valibot'
import { CommentSchema } from './comment'
import { UserSchema, UserSummarySchema } from './user'

/**
 * A liker. Populated posts carry whole user objects; a bare id string (as in a raw post) is
 * accepted too and read as `{ _id }`.
 */
const LikerSchema = v.union([
  v.object({
    _id: v.string(),
    name: v.optional(v.string()),
    email: v.optional(v.string()),
    avatar: v.nullish(v.string(), null),
  }),
  v.pipe(
    v.string(),
    v.transform((_id) => ({ _id, avatar: null })),
  ),
])
export type Liker = v.InferOutput<typeof LikerSchema>

/**
 * A populated post (`GET /posts`, `GET /posts/{id}`, inside `GET /posts/user/{id}`).
 * Comments are oldest first. `user` is absent inside `GET /posts/user/{id}`.
 */
export const PostSchema = v.pipe(
  v.object({
    _id: v.string(),
    userId: v.optional(v.string()),
    caption: v.optional(v.string(), ''),
    image: v.nullish(v.string(), null),
    createdAt: v.string(),
    updatedAt: v.optional(v.string()),
    likes: v.optional(v.array(LikerSchema), []),
    likesCount: v.optional(v.number()),
    comments: v.optional(v.array(CommentSchema), []),
    commentsCount: v.optional(v.number()),
    user: v.optional(UserSummarySchema),
  }),
  v.transform((post) => ({
    ...post,
    likesCount: post.likesCount ?? post.likes.length,
    commentsCount: post.commentsCount ?? post.comments.length,
  })),
)
export type Post = v.InferOutput<typeof PostSchema>

/**
 * An entry of a list of posts that could not be read as a post (for instance one without
 * `_id`). Lists keep it in place so the screen can say "Error: Invalid post data." for it
 * instead of dropping it silently or failing the whole list.
 */
export interface InvalidPost {
  readonly invalid: true
  /** What was wrong, for logs and tests. */
  readonly problem: string
}
export type PostEntry = Post | InvalidPost

export function isValidPost(entry: PostEntry): entry is Post {
  return !('invalid' in entry)
}

function readPostEntry(input: unknown): PostEntry {
  const result = v.safeParse(PostSchema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? 'post'
  return { invalid: true, problem: `${where}: ${issue.message}` }
}

/** A plain array of posts, each entry read on its own. */
export const PostListSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) => items.map(readPostEntry)),
)

/**
 * The answer to create and update: no `user`, no `comments`, no counts, likes as ids.
 * Never render it as a post; fetch the populated post instead.
 */
export const RawPostSchema = v.object({
  _id: v.string(),
  userId: v.string(),
  caption: v.optional(v.string()),
  image: v.nullish(v.string(), null),
  likes: v.optional(v.array(v.string()), []),
  createdAt: v.string(),
  updatedAt: v.optional(v.string()),
})
export type RawPost = v.InferOutput<typeof RawPostSchema>

/**
 * Newest first (`createdAt`, then `_id`), as the feed: a list of posts the server answers in no
 * order of time. Entries that are not posts keep their place after the posts.
 */
export function newestFirst(entries: readonly PostEntry[]): PostEntry[] {
  const posts = entries.filter(isValidPost)
  const rest = entries.filter((entry) => !isValidPost(entry))
  // An unreadable date counts as the oldest; equal times go by `_id`, the greater first.
  const time = (post: Post) => {
    const parsed = Date.parse(post.createdAt)
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed
  }
  const byId = (a: Post, b: Post) => (a._id < b._id ? 1 : a._id > b._id ? -1 : 0)
  posts.sort((a, b) => time(b) - time(a) || byId(a, b))
  return [...posts, ...rest]
}

/** `GET /posts/user/{userId}`: the server answers the posts unsorted; read newest first. */
export const UserPostsSchema = v.pipe(
  v.object({
    user: UserSchema,
    posts: PostListSchema,
    postsCount: v.optional(v.number()),
  }),
  v.transform((answer) => ({ ...answer, posts: newestFirst(answer.posts) })),
)
export type UserPosts = v.InferOutput<typeof UserPostsSchema>

/** `POST /posts/{id}/like` — a toggle. */
export const LikeResponseSchema = v.object({ message: v.string(), liked: v.boolean() })
export type LikeResponse = v.InferOutput<typeof LikeResponseSchema>
