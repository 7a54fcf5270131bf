import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** A component of its own chunk, as `React.lazy` makes it, that can be asked for ahead. */
export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading its code (once); resolves when it is in. */
  preload: () => Promise<ComponentType<P>>
}

/**
 * `React.lazy` for a component whose code may already be in when it first renders (asked for
 * ahead with `preload`, or by an earlier render): then it renders at once. `React.lazy` alone
 * suspends for a tick even so — its Suspense fallback is drawn for nothing, and React holds
 * back what replaces a fallback for a moment — and on a phone both show.
 */
export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined
  let loaded: ComponentType<P> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // A failed download may be asked for again (the next render retries).
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Component = lazy(() =>
    loaded
      ? (resolvedNow({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  )
  return Object.assign(Component, { preload })
}

/** A thenable that calls back at once: `React.lazy` reads it as resolved without suspending. */
function resolvedNow<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy.
    then: <R>(onFulfilled?: ((value: T) => R | PromiseLike<R>) | null) =>
      resolvedNow(onFulfilled ? onFulfilled(value) : value) as PromiseLike<never>,
  }
}
