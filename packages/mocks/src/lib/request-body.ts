/** Thrown when a body cannot be read; handlers answer the server's 500. */
export class MalformedBody extends Error {}

/**
 * Reads a JSON body the way Express's `json()` does: no JSON content type → `{}`;
 * unparseable JSON → {@link MalformedBody} (the server answers 500 `Internal server error`).
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) return {}
  const text = await request.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new MalformedBody('Malformed JSON')
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** A string field, or undefined when absent or not a string. */
export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key]
  return typeof value === 'string' ? value : undefined
}

export interface MultipartBody {
  fields: Map<string, string>
  files: Map<string, File>
}

/** Reads a multipart body; an unreadable one is a {@link MalformedBody}. */
export async function readMultipart(request: Request): Promise<MultipartBody> {
  const fields = new Map<string, string>()
  const files = new Map<string, File>()
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data')) return { fields, files }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new MalformedBody('Malformed multipart body')
  }
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields.set(key, value)
    else files.set(key, value)
  }
  return { fields, files }
}

export function isImage(file: File): boolean {
  return file.type.startsWith('image/')
}

/** The extension to store an upload under, from its type. */
export function extensionFor(file: File): string {
  const subtype = file.type.split('/')[1]?.split('+')[0]?.toLowerCase()
  if (subtype === 'jpeg') return 'jpg'
  return subtype && /^[a-z0-9]{2,5}$/.test(subtype) ? subtype : 'bin'
}

/**
 * The image type the bytes really hold, or undefined. The declared type is not trusted:
 * a renamed file is refused, and SVG (which can carry scripts) is not accepted at all.
 */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (ascii(4, 8) === 'ftyp' && /^(avif|avis)$/.test(ascii(8, 12))) return 'image/avif'
  return undefined
}
