import * as v from 'valibot'

/** Genders the product offers; the empty string means "prefer not to say". */
export const GENDERS = ['male', 'female', 'other', ''] as const
export type Gender = (typeof GENDERS)[number]

/**
 * A user as the server sends it (password never included). `website` and `gender` appear
 * only once set; sign-up answers a reduced user without `bio` and `createdAt`.
 */
export const UserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  avatar: v.nullish(v.string(), null),
  bio: v.optional(v.string(), ''),
  createdAt: v.optional(v.string()),
  website: v.optional(v.string()),
  // An unknown gender from an older deployment reads as "prefer not to say" rather than
  // making the whole user unreadable.
  gender: v.optional(v.fallback(v.picklist(GENDERS), '')),
  username: v.optional(v.string()),
})
export type User = v.InferOutput<typeof UserSchema>

/**
 * The author embedded in posts, comments and notifications. When the author no longer
 * exists the server substitutes `{ name: "Unknown", avatar: null }`, without `_id`.
 */
export const UserSummarySchema = v.object({
  _id: v.optional(v.string()),
  name: v.optional(v.string(), 'Unknown'),
  email: v.optional(v.string()),
  avatar: v.nullish(v.string(), null),
  username: v.optional(v.string()),
})
export type UserSummary = v.InferOutput<typeof UserSummarySchema>

/** The handle shown for a user: the part of the e-mail before the at-sign, or `none` ("user",
 * the spec's word, unless the reader's language has its own). */
export function userHandle(
  user: { email?: string | undefined } | null | undefined,
  none = 'user',
): string {
  const local = user?.email?.split('@')[0]?.trim()
  return local ? local : none
}
