/**
 * `localStorage` when the browser lets us use it; a memory stand-in otherwise (private
 * modes, blocked storage), so the app still works — it just forgets on reload.
 */
export function browserStorage(): Storage {
  try {
    const storage = globalThis.localStorage
    const probe = '__photobooth_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return new MemoryStorage()
  }
}

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

/** Reads JSON, or undefined when absent or unreadable (a corrupted entry is not a crash). */
export function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key)
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Writes JSON; a full or blocked storage is ignored (the app keeps working in memory). */
export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Quota exceeded or storage disabled: nothing to do but carry on.
  }
}
