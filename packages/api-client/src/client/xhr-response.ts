/** Statuses whose response has no body: `new Response` refuses one for them. */
const NULL_BODY_STATUSES = new Set([204, 205, 304])

/**
 * The finished XHR as a fetch `Response` (status, status text, headers, body text), so that
 * uploads are read by the same code as every other answer.
 */
export function responseFromXhr(xhr: XMLHttpRequest): Response {
  return new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: parseHeaders(xhr.getAllResponseHeaders()),
  })
}

/** `getAllResponseHeaders()` gives one `name: value` per CRLF-ended line. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}
