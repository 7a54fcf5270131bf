/**
 * The production build served three ways — in demo mode; in server mode, built for the mock API
 * (`VITE_API_URL`); in server mode, pointed at it by a `config.json` next to the build — and the
 * mock API itself. `E2E_APP_PORT` (the next two ports go with it) and `E2E_API_PORT` move them,
 * so that two checkouts can run their end-to-end tests side by side.
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT) || 4174
export const SERVER_APP_PORT = APP_PORT + 1
export const CONFIG_APP_PORT = APP_PORT + 2
export const API_PORT = Number(process.env.E2E_API_PORT) || 5174

export const APP = `http://localhost:${APP_PORT}`
export const SERVER_APP = `http://localhost:${SERVER_APP_PORT}`
export const CONFIG_APP = `http://localhost:${CONFIG_APP_PORT}`
export const API = `http://127.0.0.1:${API_PORT}`

/** The build behind Debian's nginx and Caddy, configured from the policy (deployment tests). */
export const NGINX_PORT = APP_PORT + 3
export const CADDY_PORT = APP_PORT + 4
export const NGINX = `http://localhost:${NGINX_PORT}`
export const CADDY = `http://localhost:${CADDY_PORT}`

/**
 * A bad phone network (faulty-network.spec.ts): the build pointed at the fault proxy
 * (test-support/fault-proxy.ts), which stands in front of a mock API of its own — so that a test
 * reads, straight from that API, exactly what arrived through the faults.
 */
export const FAULTY_APP_PORT = APP_PORT + 5
export const FAULT_PROXY_PORT = API_PORT + 1
export const FAULT_API_PORT = API_PORT + 2
export const FAULTY_APP = `http://localhost:${FAULTY_APP_PORT}`
export const FAULT_PROXY = `http://127.0.0.1:${FAULT_PROXY_PORT}`
export const FAULT_API = `http://127.0.0.1:${FAULT_API_PORT}`

/** A copy of the demo build on a server of its own, deployed again by the update test. */
export const UPDATE_APP_PORT = APP_PORT + 6
