/** What the create and edit forms send. */
export interface PostInput {
  caption: string
  /** Required on create, optional on update. */
  image?: Blob | undefined
}

export function toPostForm(input: PostInput): FormData {
  const form = new FormData()
  form.append('caption', input.caption)
  if (input.image) form.append('image', input.image, fileName(input.image, 'image'))
  return form
}

export function fileName(file: Blob, fallback: string): string {
  return 'name' in file && typeof file.name === 'string' && file.name ? file.name : fallback
}
