/** Uploads the server takes: images of at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export const IMAGE_ACCEPT = 'image/*'

/** Why a chosen file cannot be used, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file.'
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be 5 MB or smaller.'
  return null
}
