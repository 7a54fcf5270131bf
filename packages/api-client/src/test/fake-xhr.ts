/** A request as the fake `XMLHttpRequest` was given it; `body` is the very object sent. */
export interface SentRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: XMLHttpRequestBodyInit | null
}

export interface FakeXhr {
  /** The constructor to give the client as its `XMLHttpRequest`. */
  XMLHttpRequest: typeof XMLHttpRequest
  /** Every request handed to `send()`. */
  sent: SentRequest[]
  /** The requests whose upload finished and which reached the server. */
  delivered: SentRequest[]
}

type ProgressHandler = ((event: ProgressEvent) => void) | null

/** How many progress events the upload of a body is cut into. */
const STEPS = 4

/**
 * An `XMLHttpRequest` for Node, which has none: it reports the upload of the body in a few
 * steps, each a task apart (so that a test can abort in between), then sends the request with
 * the global `fetch` — which MSW's mock backend answers in tests — and hands the answer back
 * the way a browser does; a rejected fetch is a network failure. Only what the client uses.
 */
export function fakeXhr(): FakeXhr {
  const sent: SentRequest[] = []
  const delivered: SentRequest[] = []

  class FakeXMLHttpRequest {
    readonly upload: { onloadstart: ProgressHandler; onprogress: ProgressHandler } = {
      onloadstart: null,
      onprogress: null,
    }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    onloadend: (() => void) | null = null
    status = 0
    statusText = ''
    responseText = ''
    #request: SentRequest = { method: 'GET', url: '', headers: {}, body: null }
    #responseHeaders = ''
    #sending = false

    open(method: string, url: string) {
      this.#request = { method, url, headers: {}, body: null }
    }

    setRequestHeader(name: string, value: string) {
      this.#request.headers[name] = value
    }

    getAllResponseHeaders() {
      return this.#responseHeaders
    }

    send(body: XMLHttpRequestBodyInit | null = null) {
      this.#request.body = body
      sent.push(this.#request)
      this.#sending = true
      void this.#upload()
    }

    abort() {
      if (!this.#sending) return
      this.#sending = false
      this.onabort?.()
      this.onloadend?.()
    }

    async #upload() {
      const { method, url, headers, body } = this.#request
      const request = new Request(url, { method, headers, body })
      const total = (await request.clone().arrayBuffer()).byteLength
      this.upload.onloadstart?.({ loaded: 0, total } as ProgressEvent)
      for (let step = 1; step <= STEPS; step++) {
        await nextTask()
        if (!this.#sending) return
        const loaded = Math.round((total * step) / STEPS)
        this.upload.onprogress?.({ loaded, total } as ProgressEvent)
      }
      await nextTask()
      if (!this.#sending) return
      delivered.push(this.#request)
      let response: Response
      let text: string
      try {
        response = await fetch(request)
        text = await response.text()
      } catch {
        return this.#finish(() => this.onerror?.())
      }
      this.#finish(() => {
        this.status = response.status
        this.statusText = response.statusText
        this.responseText = text
        this.#responseHeaders = [...response.headers]
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')
        this.onload?.()
      })
    }

    /** Settles once, unless aborted meanwhile. */
    #finish(settle: () => void) {
      if (!this.#sending) return
      this.#sending = false
      settle()
      this.onloadend?.()
    }
  }

  return {
    XMLHttpRequest: FakeXMLHttpRequest as unknown as typeof XMLHttpRequest,
    sent,
    delivered,
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
