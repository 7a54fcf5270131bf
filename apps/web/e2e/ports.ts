/** The production build, served in demo mode; and the mock API for the server-mode test. */
export const APP_PORT = 4174
export const API_PORT = 5174
