import { altCaption, type PostTranslate } from './post-facts'

/**
 * How a post's own page words its likes and its photo (the feed's cards word them with the
 * part "feed"). A module apart from `./post-facts`, which the first view needs and these do not.
 */

/** "1 like", "1,234 likes", in the reader's language and numbers. */
export function likeLabel(count: number, t: PostTranslate): string {
  return t('post.likes', { count })
}

/** "Photo by {name}: {the start of the caption}", short enough to be read out. */
export function photoAlt(authorName: string, caption: string, t: PostTranslate): string {
  const quoted = altCaption(caption)
  return quoted === undefined
    ? t('post.photoAlt', { name: authorName })
    : t('post.photoAltCaption', { name: authorName, caption: quoted })
}
