import { SERVER_MESSAGES } from '@photobooth/api-client'
import { HttpResponse } from 'msw'

/** `{ message }` with a status: every error body of the contract, and some success bodies. */
export function message(status: number, text: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ message: text, ...extra }, { status })
}

/** Route code failing: the server answers `500 {"message":"Server error"}`. */
export const serverError = () => message(500, SERVER_MESSAGES.serverError)

/** Malformed JSON and every upload error: `500 {"message":"Internal server error"}`. */
export const internalError = () => message(500, SERVER_MESSAGES.internalError)

/** Unknown routes answer Express's HTML 404 page, not JSON. */
export function htmlNotFound(method: string, pathname: string) {
  const safe = pathname.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return new HttpResponse(
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} ${safe}</pre>\n</body>\n</html>\n`,
    { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  )
}
