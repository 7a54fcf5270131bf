/**
 * The seeded world's known accounts: a module without imports, so that anything may read them —
 * the backend's seed, the demo, and the end-to-end tests and journeys that sign in with them.
 */

/** An account to sign in with. */
export interface Account {
  readonly name: string
  readonly email: string
  readonly password: string
}

/** The demo account, with posts, likes and notifications in Today, This Week and Earlier. */
export const DEMO_ACCOUNT: Account = {
  name: 'Jamie Rivera',
  email: 'demo@photobooth.app',
  password: 'demo1234',
}

/** A second known account, to act as "someone else" (likes, comments) in tests and demos. */
export const FRIEND_ACCOUNT: Account = {
  name: 'Riley Chen',
  email: 'riley@photobooth.app',
  password: 'photobooth',
}

/** The password of every other seeded account. */
export const COMMUNITY_PASSWORD = 'photobooth'
