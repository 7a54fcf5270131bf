/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API origin; without it the app runs the embedded demo backend. */
  readonly VITE_API_URL?: string
  /** "true" or "false": whether the API prints reset tokens on its console (see app-config). */
  readonly VITE_API_DEVELOPMENT_SERVER?: string
  readonly VITE_FIREBASE_API_KEY?: string
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_FIREBASE_PROJECT_ID?: string
  readonly VITE_FIREBASE_APP_ID?: string
}
