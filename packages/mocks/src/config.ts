/** How the mock server behaves; every field can be changed while it runs. */
export interface MockConfig {
  /** Lifetime of access tokens. The real server: 2 minutes. */
  accessTokenTtlMs: number
  /** Lifetime of refresh tokens (rotated on every refresh). The real server: 20 minutes. */
  refreshTokenTtlMs: number
  /** Lifetime of password-reset tokens. The real server: 1 hour. */
  resetTokenTtlMs: number
  /** Delay before each answer: a fixed number of ms, or a [min, max] range. */
  latency: number | readonly [number, number]
}

export const defaultMockConfig: MockConfig = {
  accessTokenTtlMs: 2 * 60_000,
  refreshTokenTtlMs: 20 * 60_000,
  resetTokenTtlMs: 60 * 60_000,
  latency: 0,
}
