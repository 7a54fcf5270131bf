import * as v from 'valibot'
import { UserSchema } from './user'

/**
 * Login, sign-up, register and refresh answers. `refreshToken` is optional in the contract:
 * when a refresh answer has none, the current one stays in use.
 */
export const AuthResponseSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.optional(v.pipe(v.string(), v.minLength(1))),
  user: UserSchema,
})
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>

/** `PATCH /users/me/avatar`. */
export const AvatarResponseSchema = v.object({ message: v.string(), user: UserSchema })
export type AvatarResponse = v.InferOutput<typeof AvatarResponseSchema>
