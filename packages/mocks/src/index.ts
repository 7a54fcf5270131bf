export {
  createMockBackend,
  type MockBackend,
  type MockBackendOptions,
  type MockSession,
  seededWorld,
} from './backend'
export { defaultMockConfig, type MockConfig } from './config'
export type { ImageSource } from './context'
export type { Account } from './db/accounts'
export { Database } from './db/db'
export { PHOTOS, type Photo, photoPath } from './db/photos'
export type * from './db/records'
export {
  COMMUNITY_PASSWORD,
  DEFAULT_SEED,
  DEMO_ACCOUNT,
  FRIEND_ACCOUNT,
  SEED_POST_COUNT,
  SEED_REFERENCE_DATE,
  SEED_USER_COUNT,
  type SeedOptions,
  seedWorld,
} from './db/seed-world'
export * from './fixtures'
export {
  createMockIdentityProvider,
  MOCK_PROVIDER_ACCOUNT,
  type MockIdentityProviderOptions,
  type MockPopupOutcome,
} from './identity-provider'
export { type Clock, createClock } from './lib/clock'
export * as overrides from './overrides'
export * as scenarios from './scenarios'
