import { CAPTION_MAX, SERVER_MESSAGES } from '@photobooth/api-client'
import type { MockContext } from '../context'
import type { Database } from '../db/db'
import type { PostRecord } from '../db/records'
import { newId } from '../lib/ids'
import { addNotification } from '../lib/records'
import { type MultipartBody, readMultipart } from '../lib/request-body'
import { internalError, message } from '../lib/responses'
import { authRoute, param, publicRoute } from '../lib/route'
import { serializePost, serializeRawPost, serializeUser } from '../lib/serialize'
import { removeUpload, storeImage, type UploadProblem } from '../lib/uploads'

const UPLOAD_MESSAGES: Record<UploadProblem, string> = {
  'not-an-image': SERVER_MESSAGES.notAnImage,
  'too-large': SERVER_MESSAGES.imageTooLarge,
}

/** Caption rules the mock enforces (the server accepts anything). */
function captionProblem(caption: string | undefined): string | undefined {
  if (caption === undefined || caption.trim() === '') return SERVER_MESSAGES.captionRequired
  if (caption.length > CAPTION_MAX) return SERVER_MESSAGES.captionTooLong
  return undefined
}

/** A file under any field but `image` is Multer's "Unexpected field": the server's 500. */
function hasUnexpectedFile(body: MultipartBody): boolean {
  return [...body.files.keys()].some((field) => field !== 'image')
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** The posts `GET /posts?page=&limit=` answers: newest first; no page → page 1, limit 10. */
export function feedPage(db: Database, url: URL): PostRecord[] {
  const page = positiveInt(url.searchParams.get('page'), 1)
  const limit = positiveInt(url.searchParams.get('limit'), 10)
  return db.postsNewestFirst().slice((page - 1) * limit, page * limit)
}

export function postHandlers(ctx: MockContext) {
  const now = () => new Date(ctx.clock.now()).toISOString()

  return [
    publicRoute(ctx, 'get', '/posts', ({ request }) =>
      Response.json(
        feedPage(ctx.db, new URL(request.url)).map((post) => serializePost(ctx.db, post)),
      ),
    ),

    authRoute(ctx, 'post', '/posts', async ({ request, user }) => {
      const body = await readMultipart(request)
      if (hasUnexpectedFile(body)) return internalError()
      const caption = body.fields.get('caption')
      const file = body.files.get('image')
      if (!file) return message(400, SERVER_MESSAGES.imageRequired)
      const problem = captionProblem(caption)
      if (problem) return message(400, problem)
      const stored = await storeImage(ctx, file)
      if ('problem' in stored) return message(400, UPLOAD_MESSAGES[stored.problem])
      const timestamp = now()
      const post: PostRecord = {
        _id: newId(),
        userId: user._id,
        caption: caption ?? '',
        image: stored.path,
        likes: [],
        createdAt: timestamp,
        updatedAt: timestamp,
      }
      ctx.db.posts.set(post._id, post)
      return Response.json(serializeRawPost(post), { status: 201 })
    }),

    publicRoute(ctx, 'get', '/posts/user/:userId', ({ params }) => {
      const user = ctx.db.users.get(param(params, 'userId'))
      if (!user) return message(404, SERVER_MESSAGES.userNotFound)
      // Unsorted, like the server (its store's find has no sort): the client orders them.
      const posts = ctx.db.postsUnsorted((post) => post.userId === user._id)
      return Response.json({
        user: serializeUser(user),
        posts: posts.map((post) => serializePost(ctx.db, post, { withUser: false })),
        postsCount: posts.length,
      })
    }),

    publicRoute(ctx, 'get', '/posts/:id', ({ params }) => {
      const post = ctx.db.posts.get(param(params, 'id'))
      return post
        ? Response.json(serializePost(ctx.db, post))
        : message(404, SERVER_MESSAGES.postNotFound)
    }),

    authRoute(ctx, 'patch', '/posts/:id', async ({ request, params, user }) => {
      const post = ctx.db.posts.get(param(params, 'id'))
      if (!post) return message(404, SERVER_MESSAGES.postNotFound)
      if (post.userId !== user._id) return message(403, SERVER_MESSAGES.notAuthorizedToUpdatePost)
      const body = await readMultipart(request)
      if (hasUnexpectedFile(body)) return internalError()
      const caption = body.fields.get('caption')
      const problem = captionProblem(caption)
      if (problem) return message(400, problem)
      const file = body.files.get('image')
      if (file) {
        const stored = await storeImage(ctx, file)
        if ('problem' in stored) return message(400, UPLOAD_MESSAGES[stored.problem])
        removeUpload(ctx, post.image)
        post.image = stored.path
      }
      post.caption = caption ?? post.caption
      post.updatedAt = now()
      return Response.json(serializeRawPost(post))
    }),

    authRoute(ctx, 'delete', '/posts/:id', ({ params, user }) => {
      const post = ctx.db.posts.get(param(params, 'id'))
      if (!post) return message(404, SERVER_MESSAGES.postNotFound)
      if (post.userId !== user._id) return message(403, SERVER_MESSAGES.notAuthorizedToDeletePost)
      ctx.db.posts.delete(post._id)
      removeUpload(ctx, post.image)
      // As on the server, the post's comments and notifications stay behind as orphans.
      return message(200, 'Post deleted')
    }),

    authRoute(ctx, 'post', '/posts/:id/like', ({ params, user }) => {
      const post = ctx.db.posts.get(param(params, 'id'))
      if (!post) return message(404, SERVER_MESSAGES.postNotFound)
      if (post.likes.includes(user._id)) {
        post.likes = post.likes.filter((id) => id !== user._id)
        return Response.json({ message: 'Post unliked', liked: false })
      }
      post.likes.push(user._id)
      // Every like by someone else notifies the owner (like, unlike, like gives two).
      if (post.userId !== user._id) {
        addNotification(ctx.db, {
          type: 'like',
          userId: post.userId,
          fromUserId: user._id,
          postId: post._id,
          createdAt: now(),
        })
      }
      return Response.json({ message: 'Post liked', liked: true })
    }),
  ]
}
