import type { User } from '@photobooth/api-client'
import type { HttpHandler } from 'msw'
import { defaultMockConfig, type MockConfig } from './config'
import type { ImageSource, MockContext } from './context'
import { Database } from './db/db'
import type { DatabaseSnapshot } from './db/records'
import { type SeedOptions, seedWorld } from './db/seed-world'
import { authHandlers } from './handlers/auth'
import { commentHandlers } from './handlers/comments'
import { notFoundHandlers } from './handlers/not-found'
import { notificationHandlers } from './handlers/notifications'
import { postHandlers } from './handlers/posts'
import { uploadHandlers } from './handlers/uploads'
import { userHandlers } from './handlers/users'
import { type Clock, createClock } from './lib/clock'
import { serializeUser } from './lib/serialize'
import { issueSession } from './lib/tokens'

export interface MockBackendOptions {
  /** Start from this world (a persisted one, say) instead of the seeded default. */
  snapshot?: DatabaseSnapshot
  /** Seed options for the default world. */
  seed?: SeedOptions
  config?: Partial<MockConfig>
  /** Bytes of the seeded photos; without one, seeded image paths answer 404. */
  images?: ImageSource
  clock?: Clock
  /** The server console; defaults to `console.log` (the reset token is printed there). */
  log?: (line: string) => void
  /** Called after every request that changed the database; the answer waits for it. */
  onChange?: (backend: MockBackend) => void | Promise<void>
  /** Called before every request; may update the database (e.g. from another tab's changes). */
  beforeRequest?: (backend: MockBackend) => void | Promise<void>
}

/** A session issued without going through `/auth/login`, for stories and tests. */
export interface MockSession {
  accessToken: string
  refreshToken: string
  user: User
}

export interface MockBackend {
  readonly db: Database
  /** Live: changing a field (say `accessTokenTtlMs`) applies to the next request. */
  readonly config: MockConfig
  readonly clock: Clock
  /** Every route of the contract, then the HTML 404 for any other `/api` path. */
  readonly handlers: HttpHandler[]
  /** Signs in the user with this e-mail (or id) directly. Throws if there is none. */
  signIn(emailOrId: string): MockSession
  /**
   * Ends a session as if the server had dropped it (a revocation, a restart that forgot its
   * tokens): its access and refresh tokens stop working, so the next call answers 401 and the
   * refresh is refused. Saved like any other change. For QA and tests of an expired session.
   */
  endSession(session: { accessToken?: string | null; refreshToken?: string | null }): Promise<void>
  /** Replaces the whole world. */
  load(snapshot: DatabaseSnapshot): Promise<void>
  /** Puts a seeded world back: the one of creation, or one seeded with `seed`. */
  reset(seed?: SeedOptions): Promise<void>
}

const worlds = new Map<string, Promise<DatabaseSnapshot>>()

/** The seeded world for these options, built once per options and copied for each user. */
export function seededWorld(options: SeedOptions = {}): Promise<DatabaseSnapshot> {
  const key = JSON.stringify([options.seed ?? null, options.referenceDate ?? null])
  let world = worlds.get(key)
  if (!world) {
    world = seedWorld(options)
    worlds.set(key, world)
  }
  return world
}

/**
 * A stateful PhotoBooth server for MSW: its handlers answer the whole `/api` contract over an
 * in-memory database seeded deterministically (or loaded from a snapshot).
 */
export async function createMockBackend(options: MockBackendOptions = {}): Promise<MockBackend> {
  const db = new Database(options.snapshot ?? (await seededWorld(options.seed)))
  const config: MockConfig = { ...defaultMockConfig, ...options.config }
  const clock = options.clock ?? createClock()
  let backend: MockBackend | undefined
  const ctx: MockContext = {
    db,
    config,
    clock,
    images: options.images ?? { load: async () => undefined },
    changed: () => (backend ? options.onChange?.(backend) : undefined),
    sync: () => (backend ? options.beforeRequest?.(backend) : undefined),
    // biome-ignore lint/suspicious/noConsole: the server prints reset tokens to its console, and the product's forgot-password flow relies on reading them there.
    log: options.log ?? ((line) => console.log(line)),
  }
  backend = {
    db,
    config,
    clock,
    handlers: [
      ...authHandlers(ctx),
      ...userHandlers(ctx),
      ...postHandlers(ctx),
      ...commentHandlers(ctx),
      ...notificationHandlers(ctx),
      ...uploadHandlers(ctx),
      ...notFoundHandlers(),
    ],
    signIn(emailOrId) {
      const user = db.users.get(emailOrId) ?? db.findUserByEmail(emailOrId)
      if (!user) throw new Error(`No user ${emailOrId} in the mock database.`)
      return { ...issueSession(ctx, user._id), user: serializeUser(user) }
    },
    async endSession({ accessToken, refreshToken }) {
      if (accessToken) db.accessTokens.delete(accessToken)
      if (refreshToken) db.refreshTokens.delete(refreshToken)
      await ctx.changed()
    },
    async load(snapshot) {
      db.load(snapshot)
      await ctx.changed()
    },
    async reset(seed) {
      db.load(await seededWorld(seed ?? options.seed))
      await ctx.changed()
    },
  }
  return backend
}
