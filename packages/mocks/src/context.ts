import type { MockConfig } from './config'
import type { Database } from './db/db'
import type { Clock } from './lib/clock'

/** Where the bytes of the seeded photos come from (files in Node, bundled assets in a browser). */
export interface ImageSource {
  /** The bytes of `assets/photos/{file}`, or undefined when there is no such photo. */
  load(file: string): Promise<Uint8Array | undefined>
}

/** What every handler works with. */
export interface MockContext {
  db: Database
  config: MockConfig
  clock: Clock
  images: ImageSource
  /** Called after every request that changed the database, before the answer goes out
   * (persistence listens, so a reload right after an answer finds the change saved). */
  changed(): void | Promise<void>
  /** Brings the database up to date before a request (another tab changed it). */
  sync(): void | Promise<void>
  /** The server's console (the reset token is printed there). */
  log(line: string): void
}
