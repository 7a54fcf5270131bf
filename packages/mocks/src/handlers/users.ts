import {
  BIO_MAX,
  GENDERS,
  type Gender,
  NAME_MIN,
  PASSWORD_MIN,
  SERVER_MESSAGES,
} from '@photobooth/api-client'
import type { MockContext } from '../context'
import { newId } from '../lib/ids'
import { hashPassword, verifyPassword } from '../lib/passwords'
import { addNotification } from '../lib/records'
import { readJson, readMultipart, stringField } from '../lib/request-body'
import { internalError, message } from '../lib/responses'
import { authRoute, param, publicRoute } from '../lib/route'
import { serializeUser } from '../lib/serialize'
import { removeUpload, storeImage } from '../lib/uploads'
import { isHttpUrl } from '../lib/validation'

export function userHandlers(ctx: MockContext) {
  return [
    // Before `/users/:id`, which would otherwise take "me" for an id.
    authRoute(ctx, 'get', '/users/me', ({ user }) => Response.json(serializeUser(user))),

    authRoute(ctx, 'patch', '/users/me', async ({ request, user }) => {
      const body = await readJson(request)
      const name = stringField(body, 'name')
      const bio = stringField(body, 'bio')
      const website = stringField(body, 'website')?.trim()
      const gender = stringField(body, 'gender')
      if (name !== undefined && name.trim().length < NAME_MIN) {
        return message(400, SERVER_MESSAGES.nameTooShort)
      }
      if (bio !== undefined && bio.length > BIO_MAX) {
        return message(400, SERVER_MESSAGES.bioTooLong)
      }
      // Stricter than the server: only http(s) links, so a profile never carries `javascript:`.
      if (website !== undefined && website !== '' && !isHttpUrl(website)) {
        return message(400, SERVER_MESSAGES.websiteInvalid)
      }
      if (gender !== undefined && !GENDERS.includes(gender as Gender)) {
        return message(400, SERVER_MESSAGES.genderInvalid)
      }
      if (name !== undefined) user.name = name.trim()
      if (bio !== undefined) user.bio = bio
      if (website !== undefined) user.website = website
      if (gender !== undefined) user.gender = gender as Gender
      return Response.json(serializeUser(user))
    }),

    authRoute(ctx, 'patch', '/users/me/avatar', async ({ request, user }) => {
      const { files } = await readMultipart(request)
      // Multer's errors (wrong field, not an image, over 5 MB) surface as the server's 500.
      if ([...files.keys()].some((field) => field !== 'avatar')) return internalError()
      const file = files.get('avatar')
      if (!file) return message(400, SERVER_MESSAGES.noFileUploaded)
      const stored = await storeImage(ctx, file)
      if ('problem' in stored) return internalError()
      removeUpload(ctx, user.avatar)
      user.avatar = stored.path
      return Response.json({ message: 'Avatar updated successfully', user: serializeUser(user) })
    }),

    authRoute(ctx, 'patch', '/users/me/password', async ({ request, user }) => {
      const body = await readJson(request)
      const currentPassword = stringField(body, 'currentPassword')
      const newPassword = stringField(body, 'newPassword')
      if (!currentPassword || !newPassword) {
        return message(400, SERVER_MESSAGES.passwordsRequired)
      }
      if (newPassword.length < PASSWORD_MIN) {
        return message(400, SERVER_MESSAGES.newPasswordTooShort)
      }
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        return message(400, SERVER_MESSAGES.wrongPassword)
      }
      user.passwordHash = await hashPassword(newPassword, newId(8))
      return message(200, 'Password changed successfully')
    }),

    publicRoute(ctx, 'get', '/users/:id', ({ params }) => {
      const user = ctx.db.users.get(param(params, 'id'))
      return user ? Response.json(serializeUser(user)) : message(404, SERVER_MESSAGES.userNotFound)
    }),

    // Not used by the product, but it exists: the one source of notifications without a post.
    authRoute(ctx, 'post', '/users/:id/poke', ({ params, user }) => {
      const target = ctx.db.users.get(param(params, 'id'))
      if (!target) return message(404, SERVER_MESSAGES.userNotFound)
      addNotification(ctx.db, {
        type: 'poke',
        userId: target._id,
        fromUserId: user._id,
        createdAt: new Date(ctx.clock.now()).toISOString(),
      })
      return message(200, 'Poke sent')
    }),
  ]
}
