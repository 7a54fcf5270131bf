import { delay, http, type PathParams } from 'msw'
import type { MockContext } from '../context'
import type { UserRecord } from '../db/records'
import { MalformedBody } from './request-body'
import { internalError, serverError } from './responses'
import { authenticate } from './tokens'

type Method = 'get' | 'post' | 'patch' | 'delete'

interface RouteArgs {
  request: Request
  params: PathParams
}

/** Public routes ignore the Authorization header, even an expired one. */
export function publicRoute(
  ctx: MockContext,
  method: Method,
  path: string,
  resolve: (args: RouteArgs) => Response | Promise<Response>,
) {
  return http[method](`*/api${path}`, ({ request, params }) =>
    answer(ctx, method, () => resolve({ request, params })),
  )
}

/** Routes that need `Authorization: Bearer <accessToken>`. */
export function authRoute(
  ctx: MockContext,
  method: Method,
  path: string,
  resolve: (args: RouteArgs & { user: UserRecord }) => Response | Promise<Response>,
) {
  return http[method](`*/api${path}`, ({ request, params }) =>
    answer(ctx, method, () => {
      const user = authenticate(ctx, request)
      return user instanceof Response ? user : resolve({ request, params, user })
    }),
  )
}

async function answer(ctx: MockContext, method: Method, run: () => Response | Promise<Response>) {
  await wait(ctx)
  await ctx.sync()
  let response: Response
  try {
    response = await run()
  } catch (error) {
    // The server's answers for an unreadable body and for a fault in route code.
    if (error instanceof MalformedBody) {
      response = internalError()
    } else {
      console.error('Mock backend: route failed', error)
      response = serverError()
    }
  }
  if (method !== 'get' && response.ok) await ctx.changed()
  return response
}

function wait(ctx: MockContext): Promise<void> | undefined {
  const { latency } = ctx.config
  const ms =
    typeof latency === 'number' ? latency : latency[0] + Math.random() * (latency[1] - latency[0])
  return ms > 0 ? delay(ms) : undefined
}

/** A route param as a string (MSW types them as string | string[]). */
export function param(params: PathParams, name: string): string {
  const value = params[name]
  return typeof value === 'string' ? value : (value?.[0] ?? '')
}
