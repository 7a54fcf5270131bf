/**
 * The few W3C WebDriver (classic) commands the journeys use, over HTTP: WebKitGTK's
 * WebKitWebDriver speaks this protocol only (no BiDi). A client library would bring a
 * framework and ~190 packages for these dozen endpoints (decision 013).
 */

/** A reference to an element of the page, as WebDriver hands it out and takes it back. */
export interface WebElementReference {
  'element-6066-11e4-a52e-4f735466cecf': string
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

export function isElementReference(value: unknown): value is WebElementReference {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value
}

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`)
  }
}

/** Key codes of the WebDriver specification (§ 17.4.2). */
export const KEYS: Record<string, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  Space: '\uE00D',
  End: '\uE010',
  Home: '\uE011',
  PageDown: '\uE00F',
  PageUp: '\uE00E',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Backspace: '\uE003',
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
    /** What the browser said of itself, e.g. `browserVersion`. */
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async create(server: string, capabilities: Record<string, unknown>) {
    const value = await request<{ sessionId: string; capabilities: Record<string, unknown> }>(
      server,
      'POST',
      '/session',
      { capabilities: { alwaysMatch: capabilities } },
    )
    return new WebDriverSession(server, value.sessionId, value.capabilities)
  }

  private send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return request<T>(this.base, method, `/session/${this.id}${path}`, body)
  }

  navigate(url: string) {
    return this.send<null>('POST', '/url', { url })
  }

  currentUrl() {
    return this.send<string>('GET', '/url')
  }

  refresh() {
    return this.send<null>('POST', '/refresh', {})
  }

  /** Runs `script` (a function body; `arguments` are `args`) in the page; resolves what the
   * promise it returns resolves to. Elements cross as references, both ways. */
  execute<T>(script: string, args: unknown[] = []) {
    return this.send<T>('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve((async function () { ${script} }).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`,
      args,
    }).then((answer) => {
      const { value, error } = answer as { value?: T; error?: string }
      if (error !== undefined) throw new Error(error)
      return value as T
    })
  }

  click(element: WebElementReference) {
    return this.send<null>('POST', `/element/${element[ELEMENT_KEY]}/click`, {})
  }

  clear(element: WebElementReference) {
    return this.send<null>('POST', `/element/${element[ELEMENT_KEY]}/clear`, {})
  }

  /** Types `text` into the element (for a file input: the file's path). */
  sendKeys(element: WebElementReference, text: string) {
    return this.send<null>('POST', `/element/${element[ELEMENT_KEY]}/value`, { text })
  }

  /** Presses a key (a name of `KEYS`, or a character) where the focus is. */
  pressKey(key: string) {
    const value = KEYS[key] ?? key
    return this.send<null>('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    })
  }

  setWindowSize(width: number, height: number) {
    return this.send<unknown>('POST', '/window/rect', { width, height })
  }

  close() {
    return this.send<null>('DELETE', '')
  }
}

/**
 * How long one command may take: far more than any does (a page load, a script that waits), and
 * less than a journey's own limit, so that a driver that hangs is named with the call it hung on
 * rather than leaving only the journey's timeout.
 */
const COMMAND_LIMIT_MS = 60_000

async function request<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    signal: AbortSignal.timeout(COMMAND_LIMIT_MS),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new WebDriverError(
        'no answer',
        `${method} ${path} ${body === undefined ? '' : JSON.stringify(body).slice(0, 200)} got no answer in ${COMMAND_LIMIT_MS / 1000} s: the driver hung`,
      )
    }
    throw error
  })
  const answer = (await response.json()) as {
    value: T & { error?: string; message?: string }
  }
  if (!response.ok) {
    throw new WebDriverError(
      answer.value.error ?? String(response.status),
      answer.value.message ?? '',
    )
  }
  return answer.value
}
