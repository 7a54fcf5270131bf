/**
 * The production build, served in demo mode; and the mock API for the server-mode tests.
 * `E2E_APP_PORT` and `E2E_API_PORT` move them, so that two checkouts can run their end-to-end
 * tests side by side.
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT) || 4174
export const API_PORT = Number(process.env.E2E_API_PORT) || 5174
