import * as v from 'valibot'
import { UserSummarySchema } from './user'

export const CommentSchema = v.object({
  _id: v.string(),
  postId: v.optional(v.string()),
  userId: v.optional(v.string()),
  text: v.string(),
  createdAt: v.string(),
  updatedAt: v.optional(v.string()),
  user: v.optional(UserSummarySchema, { name: 'Unknown', avatar: null }),
})
export type Comment = v.InferOutput<typeof CommentSchema>

/** `POST /posts/{id}/comment` (201) and `PATCH /posts/comment/{id}` (200). */
export const CommentResponseSchema = v.object({
  comment: CommentSchema,
  message: v.string(),
})
export type CommentResponse = v.InferOutput<typeof CommentResponseSchema>
