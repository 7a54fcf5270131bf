import {
  type IdentityProvider,
  IdentityProviderError,
  type ProviderAccount,
} from '@photobooth/api-client'
import type { FirebaseConfig } from '../config/app-config'

/** Set before leaving for Google, so that only a returning redirect loads Firebase. */
const REDIRECT_PENDING = 'photobooth:google-redirect'

type AuthSdk = typeof import('@firebase/auth')

/**
 * Google sign-in through Firebase Authentication. The SDK is loaded the first time it is used
 * (a separate chunk), never on start-up: a user who never presses the button never downloads it.
 */
export function createFirebaseIdentityProvider(config: FirebaseConfig): IdentityProvider {
  let loading: Promise<{ auth: import('@firebase/auth').Auth; sdk: AuthSdk }> | undefined
  const load = () => {
    loading ??= (async () => {
      const [{ initializeApp }, sdk] = await Promise.all([
        import('@firebase/app'),
        import('@firebase/auth'),
      ])
      return { auth: sdk.getAuth(initializeApp(config)), sdk }
    })()
    return loading
  }
  const account = (user: import('@firebase/auth').User): ProviderAccount => ({
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
  })

  return {
    name: 'Google',
    async signInWithPopup() {
      try {
        const { auth, sdk } = await load()
        return account((await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider())).user)
      } catch (error) {
        throw toProviderError(error)
      }
    },
    async signInWithRedirect() {
      const { auth, sdk } = await load()
      setFlag(true)
      await sdk.signInWithRedirect(auth, new sdk.GoogleAuthProvider())
    },
    async getRedirectResult() {
      if (!flagSet()) return null
      setFlag(false)
      try {
        const { auth, sdk } = await load()
        const result = await sdk.getRedirectResult(auth)
        return result ? account(result.user) : null
      } catch (error) {
        throw toProviderError(error)
      }
    },
  }
}

/** Firebase's error codes, in the product's terms. */
export function toProviderError(error: unknown): IdentityProviderError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  switch (code) {
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
    case 'auth/user-cancelled':
      return new IdentityProviderError('cancelled', code)
    case 'auth/account-exists-with-different-credential':
      return new IdentityProviderError('account-exists', code)
    case 'auth/popup-blocked':
    case 'auth/operation-not-supported-in-this-environment':
    case 'auth/web-storage-unsupported':
      return new IdentityProviderError('popup-unavailable', code)
    default:
      return new IdentityProviderError('failed', code || 'unknown')
  }
}

function flagSet(): boolean {
  try {
    return sessionStorage.getItem(REDIRECT_PENDING) !== null
  } catch {
    return false
  }
}

function setFlag(on: boolean) {
  try {
    if (on) sessionStorage.setItem(REDIRECT_PENDING, '1')
    else sessionStorage.removeItem(REDIRECT_PENDING)
  } catch {
    // Without session storage a redirect's result cannot be picked up; the popup still works.
  }
}
