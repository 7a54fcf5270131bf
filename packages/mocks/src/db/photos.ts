import manifest from '../../assets/photos/manifest.json'

/** A seeded photograph (see `assets/photos/LICENSES.md` for sources and licences). */
export interface Photo {
  file: string
  width: number
  height: number
  /** A few words on what it shows; captions are written from it. */
  subject: string
  alt: string
}

export const PHOTOS: readonly Photo[] = manifest

/** The path stored in posts and users for a seeded photo, served at `/uploads/{file}`. */
export const photoPath = (photo: Pick<Photo, 'file'>): string => `uploads/${photo.file}`

export function isSeededPhoto(file: string): boolean {
  return PHOTOS.some((photo) => photo.file === file)
}
