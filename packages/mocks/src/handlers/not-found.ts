import { http } from 'msw'
import { htmlNotFound } from '../lib/responses'

/** Last of all: any other `/api` route gets Express's HTML 404, as on the server. */
export function notFoundHandlers() {
  return [
    http.all('*/api/*', ({ request }) =>
      htmlNotFound(request.method, new URL(request.url).pathname),
    ),
  ]
}
