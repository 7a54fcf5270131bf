/**
 * The body of a share (the manifest's `share_target`, a multipart form), read within a bound:
 * a body declared larger is refused before a byte of it is read, one that declares nothing is
 * counted as it comes and dropped the moment it passes the bound. `formData()` alone would
 * hold the whole of it in the worker's memory first, whatever its size, from any site that
 * posts to the share target.
 */
export async function readShareForm(
  request: Request,
  maxBytes: number,
): Promise<FormData | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) return 'too-large'
  let body: Blob
  if (request.body) {
    const reader = request.body.getReader()
    const chunks: Uint8Array<ArrayBuffer>[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return 'too-large'
      }
      chunks.push(value as Uint8Array<ArrayBuffer>)
    }
    body = new Blob(chunks)
  } else {
    // No stream to count (an engine that hands the worker a body only as a whole): a blob's
    // size is known before its bytes are read into the worker.
    body = await request.blob()
    if (body.size > maxBytes) return 'too-large'
  }
  const type = request.headers.get('content-type') ?? ''
  return new Response(body, { headers: { 'content-type': type } }).formData()
}
