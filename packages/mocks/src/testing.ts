/**
 * Vitest helpers for tests that run a client against the mock backend in Node:
 * `setupBackendHarness()` starts a seeded backend behind MSW for a test file.
 */
export * from './test/backend-harness'
export * from './test/expect-api-error'
