/**
 * The service worker's global scope, as much of it as the worker uses: the DOM library's types
 * describe a page, not a worker.
 */
declare global {
  interface ExtendableEvent extends Event {
    waitUntil(promise: Promise<unknown>): void
  }
  interface FetchEvent extends ExtendableEvent {
    readonly request: Request
    readonly clientId: string
    respondWith(response: Response | Promise<Response>): void
  }
  interface ExtendableMessageEvent extends ExtendableEvent {
    readonly data: unknown
  }
}

export interface WorkerScope {
  readonly location: Location
  readonly registration: { scope: string; unregister(): Promise<boolean> }
  skipWaiting(): Promise<void>
  readonly clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ id: string }[]>
  }
  importScripts(...urls: string[]): void
  addEventListener(type: string, listener: (event: never) => void, options?: unknown): void
}

export const worker = self as unknown as WorkerScope

export type FetchListener = (event: FetchEvent) => void

export const ONE_MB = 1024 * 1024
