import { UPLOAD_MAX_BYTES } from '@photobooth/api-client'
import type { MockContext } from '../context'
import { newId } from './ids'
import { isImage, sniffImageType } from './request-body'

export type UploadProblem = 'not-an-image' | 'too-large'

/** Checks an uploaded image (declared type, real bytes, size) and stores it under
 * `uploads/<id>.<ext>`. Returns its path, or what is wrong with it. */
export async function storeImage(
  ctx: MockContext,
  file: File,
): Promise<{ path: string } | { problem: UploadProblem }> {
  if (!isImage(file)) return { problem: 'not-an-image' }
  if (file.size > UPLOAD_MAX_BYTES) return { problem: 'too-large' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const contentType = sniffImageType(bytes)
  if (!contentType) return { problem: 'not-an-image' }
  const extension = contentType === 'image/jpeg' ? 'jpg' : (contentType.split('/')[1] ?? 'img')
  const path = `uploads/${newId()}.${extension}`
  ctx.db.uploads.set(path, { path, contentType, bytes })
  return { path }
}

/** Removes an uploaded file. Seeded photos are not uploads and stay. */
export function removeUpload(ctx: MockContext, path: string | null | undefined): void {
  if (path) ctx.db.uploads.delete(path.replace(/\\/g, '/'))
}
