import { PASSWORD_MIN, SERVER_MESSAGES } from '@photobooth/api-client'
import type { MockContext } from '../context'
import { newId, newUuid } from '../lib/ids'
import { hashPassword, verifyPassword } from '../lib/passwords'
import { newUserRecord } from '../lib/records'
import { readJson, stringField } from '../lib/request-body'
import { message } from '../lib/responses'
import { authRoute, publicRoute } from '../lib/route'
import { serializeUser } from '../lib/serialize'
import { issueSession } from '../lib/tokens'
import { isEmail } from '../lib/validation'

export function authHandlers(ctx: MockContext) {
  /** Sign-up and identity-provider register share the checks; the mock enforces e-mail
   * format, password length and case-insensitive uniqueness (the server checks less). */
  async function createAccount(body: Record<string, unknown>, isGoogle: boolean) {
    const name = stringField(body, 'name')?.trim()
    const email = stringField(body, 'email')?.trim()
    const password = stringField(body, 'password')
    if (!name || !email || !password) return message(400, SERVER_MESSAGES.allFieldsRequired)
    if (!isEmail(email)) return message(400, SERVER_MESSAGES.emailInvalid)
    if (password.length < PASSWORD_MIN) {
      return message(400, SERVER_MESSAGES.passwordTooShort)
    }
    if (ctx.db.findUserByEmail(email)) return message(400, SERVER_MESSAGES.emailInUse)
    const createdAt = new Date(ctx.clock.now()).toISOString()
    const user = await newUserRecord({ name, email, password, createdAt, isGoogle })
    ctx.db.users.set(user._id, user)
    return user
  }

  return [
    publicRoute(ctx, 'post', '/auth/signup', async ({ request }) => {
      const user = await createAccount(await readJson(request), false)
      if (user instanceof Response) return user
      const session = issueSession(ctx, user._id)
      return Response.json(
        { ...session, user: { _id: user._id, name: user.name, email: user.email, avatar: null } },
        { status: 201 },
      )
    }),

    publicRoute(ctx, 'post', '/auth/register', async ({ request }) => {
      const body = await readJson(request)
      const user = await createAccount(body, body.isGoogle === true)
      if (user instanceof Response) return user
      const session = issueSession(ctx, user._id)
      return Response.json(
        {
          accessToken: session.accessToken,
          user: serializeUser(user),
          refreshToken: session.refreshToken,
        },
        { status: 201 },
      )
    }),

    publicRoute(ctx, 'post', '/auth/login', async ({ request }) => {
      const body = await readJson(request)
      const email = stringField(body, 'email')?.trim()
      const password = stringField(body, 'password')
      if (!email || !password) return message(400, SERVER_MESSAGES.credentialsRequired)
      const user = ctx.db.findUserByEmail(email)
      // The identity-provider flow registers the account when login answers 404.
      if (!user && body.isGoogle === true) return message(404, SERVER_MESSAGES.userNotFound)
      if (!user || !(await verifyPassword(password, user.passwordHash))) {
        return message(401, SERVER_MESSAGES.invalidCredentials)
      }
      return Response.json({ ...issueSession(ctx, user._id), user: serializeUser(user) })
    }),

    publicRoute(ctx, 'post', '/auth/refresh-token', async ({ request }) => {
      const token = stringField(await readJson(request), 'refreshToken')
      if (!token) return message(400, SERVER_MESSAGES.refreshTokenRequired)
      const record = ctx.db.refreshTokens.get(token)
      if (!record) return message(401, SERVER_MESSAGES.refreshTokenInvalid)
      if (record.expiresAt <= ctx.clock.now()) {
        ctx.db.refreshTokens.delete(token)
        return message(401, SERVER_MESSAGES.refreshTokenExpired)
      }
      const user = ctx.db.users.get(record.userId)
      if (!user) return message(404, SERVER_MESSAGES.userNotFound)
      // Rotation: the old refresh token is gone for good.
      ctx.db.refreshTokens.delete(token)
      return Response.json({ ...issueSession(ctx, user._id), user: serializeUser(user) })
    }),

    authRoute(ctx, 'post', '/auth/logout', ({ user }) => {
      for (const [token, record] of ctx.db.refreshTokens) {
        if (record.userId === user._id) ctx.db.refreshTokens.delete(token)
      }
      return message(200, 'Logged out successfully')
    }),

    publicRoute(ctx, 'post', '/auth/forgot-password', async ({ request }) => {
      const email = stringField(await readJson(request), 'email')?.trim()
      if (!email) return message(400, SERVER_MESSAGES.emailRequired)
      const user = ctx.db.findUserByEmail(email)
      if (user) {
        const token = newUuid()
        ctx.db.resetTokens.set(token, {
          token,
          userId: user._id,
          expiresAt: ctx.clock.now() + ctx.config.resetTokenTtlMs,
        })
        ctx.log(`Reset token for ${user.email}: ${token}`)
      }
      // The same answer for known and unknown e-mails.
      return message(200, 'Check the Server Console for Reset Token')
    }),

    publicRoute(ctx, 'post', '/auth/reset-password', async ({ request }) => {
      const body = await readJson(request)
      const token = stringField(body, 'token')
      const newPassword = stringField(body, 'newPassword')
      if (!token || !newPassword) return message(400, SERVER_MESSAGES.tokenAndPasswordRequired)
      const record = ctx.db.resetTokens.get(token)
      if (!record) return message(400, SERVER_MESSAGES.resetTokenInvalid)
      if (record.expiresAt <= ctx.clock.now()) {
        ctx.db.resetTokens.delete(token)
        return message(400, SERVER_MESSAGES.resetTokenExpired)
      }
      // Checked before the token is spent, so the user can try again with the same link.
      if (newPassword.length < PASSWORD_MIN) {
        return message(400, SERVER_MESSAGES.passwordTooShort)
      }
      const user = ctx.db.users.get(record.userId)
      ctx.db.resetTokens.delete(token)
      if (!user) return message(400, SERVER_MESSAGES.resetTokenInvalid)
      user.passwordHash = await hashPassword(newPassword, newId(8))
      return message(200, 'Password updated successfully')
    }),
  ]
}
