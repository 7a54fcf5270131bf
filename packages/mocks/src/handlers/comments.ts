import { SERVER_MESSAGES } from '@photobooth/api-client'
import type { MockContext } from '../context'
import type { CommentRecord } from '../db/records'
import { newId } from '../lib/ids'
import { addNotification } from '../lib/records'
import { readJson, stringField } from '../lib/request-body'
import { message } from '../lib/responses'
import { authRoute, param } from '../lib/route'
import { serializeComment } from '../lib/serialize'

/** Stricter than the server, which accepts `"   "`: text is required after trimming. */
function commentText(body: Record<string, unknown>): string | undefined {
  const text = stringField(body, 'text')
  return text?.trim() ? text : undefined
}

export function commentHandlers(ctx: MockContext) {
  const now = () => new Date(ctx.clock.now()).toISOString()

  return [
    authRoute(ctx, 'post', '/posts/:id/comment', async ({ request, params, user }) => {
      const text = commentText(await readJson(request))
      if (!text) return message(400, SERVER_MESSAGES.commentTextRequired)
      const post = ctx.db.posts.get(param(params, 'id'))
      if (!post) return message(404, SERVER_MESSAGES.postNotFound)
      const comment: CommentRecord = {
        _id: newId(),
        postId: post._id,
        userId: user._id,
        text,
        createdAt: now(),
      }
      ctx.db.comments.set(comment._id, comment)
      if (post.userId !== user._id) {
        addNotification(ctx.db, {
          type: 'comment',
          userId: post.userId,
          fromUserId: user._id,
          postId: post._id,
          createdAt: comment.createdAt,
        })
      }
      return Response.json(
        { comment: serializeComment(ctx.db, comment), message: 'Comment added' },
        { status: 201 },
      )
    }),

    authRoute(ctx, 'patch', '/posts/comment/:commentId', async ({ request, params, user }) => {
      const text = commentText(await readJson(request))
      if (!text) return message(400, SERVER_MESSAGES.commentTextRequired)
      const comment = ctx.db.comments.get(param(params, 'commentId'))
      if (!comment) return message(404, SERVER_MESSAGES.commentNotFound)
      if (comment.userId !== user._id) {
        return message(403, SERVER_MESSAGES.notAuthorizedToUpdateComment)
      }
      comment.text = text
      comment.updatedAt = now()
      return Response.json({
        comment: serializeComment(ctx.db, comment),
        message: 'Comment updated successfully',
      })
    }),

    authRoute(ctx, 'delete', '/posts/comment/:commentId', ({ params, user }) => {
      const comment = ctx.db.comments.get(param(params, 'commentId'))
      if (!comment) return message(404, SERVER_MESSAGES.commentNotFound)
      if (comment.userId !== user._id) {
        return message(403, SERVER_MESSAGES.notAuthorizedToDeleteComment)
      }
      ctx.db.comments.delete(comment._id)
      return message(200, 'Comment deleted successfully')
    }),
  ]
}
