import heicFixture from '../photo/fixtures/quadrants-irot.heic?url'

/**
 * Files as people choose them, for the stories of the photo forms: a real photograph from the
 * seeded world, a phone's HEIC, and the files the pipeline refuses. Made when a story runs.
 */

/** A seeded photograph (640×800 by default), as a JPEG file from the user's disk. */
export async function photographFile(file = 'photo-02.jpg', name = 'IMG_2041.jpg'): Promise<File> {
  const response = await fetch(`/uploads/${file}`)
  if (!response.ok) throw new Error(`No seeded photo ${file}`)
  return new File([await response.blob()], name, { type: 'image/jpeg' })
}

/** An iPhone photo: HEIC, turned by its container, with EXIF and a GPS position. */
export async function heicFile(): Promise<File> {
  const response = await fetch(heicFixture)
  return new File([await response.blob()], 'IMG_0001.HEIC', { type: 'image/heic' })
}

/** More than the 50 MB a photo may have. */
export function tooLargeFile(): File {
  const bytes = new Uint8Array(50 * 1024 * 1024 + 1)
  bytes.set([0xff, 0xd8, 0xff])
  return new File([bytes], 'panorama.jpg', { type: 'image/jpeg' })
}

/** Named and typed as a JPEG, but no image decoder can read it. */
export function unreadableFile(): File {
  const bytes = new Uint8Array(4096)
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 37) % 251
  return new File([bytes], 'broken.jpg', { type: 'image/jpeg' })
}

/** Not a photo at all. */
export function textFile(): File {
  return new File(['Shopping list'], 'notes.txt', { type: 'text/plain' })
}
