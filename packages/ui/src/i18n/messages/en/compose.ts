/** Creating and editing a post: the photo, its editor, the caption, upload progress, drafts. */
export const compose = {} as const
