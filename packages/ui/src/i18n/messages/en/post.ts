/** A post's own page: comments, likes, the likers and deleting. */
export const post = {} as const
