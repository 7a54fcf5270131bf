import type { Comment, Post } from '@photobooth/api-client'
import type { PartId } from '../i18n/messages/en'
import type { Translate } from '../i18n/use-t'
import type { Paths } from '../paths'

/**
 * What every view of a post says about it the same way: who wrote it, where their profile is,
 * how its likes read, how its photo is described and where its caption is cut.
 */

/** Captions longer than this many characters are cut, with a "more" toggle (spec §9). */
export const CAPTION_PREVIEW_LENGTH = 100
/** A photo's description quotes at most this many characters of the caption. */
const ALT_CAPTION_LENGTH = 100

/** The translator of a view that shows posts: it has the part "post" (`useT(post)`). */
export type PostTranslate = Translate<PartId<'post'> | PartId<'app'>>

export interface Author {
  /** The name shown; "Unknown" (in the reader's language) for an author who was deleted. */
  name: string
  /** Whose it is, for ownership: kept even when the author's record is gone (`userId`). */
  id: string | undefined
  /** The profile to link to; none once the author was deleted (the server then sends no id). */
  profileId: string | undefined
}

/** What the server (and the contract, for a missing one) names a user who no longer exists. */
const SERVER_UNKNOWN_NAME = 'Unknown'

/** Whether a user summary is the server's stand-in for a user who no longer exists
 * (`{ name: "Unknown" }` without an id) rather than someone's own name. */
export function isMissingUser(
  user: { _id?: string | undefined; name?: string | undefined } | null | undefined,
): boolean {
  return (
    !user ||
    user.name === undefined ||
    (user._id === undefined && user.name === SERVER_UNKNOWN_NAME)
  )
}

/**
 * The name every view shows for a user — an author, a liker, whoever sent a notification: their
 * own, or `unknown` ("Unknown" in the reader's language) for one who no longer exists or has no
 * name to show.
 */
export function nameOf(
  user: { _id?: string | undefined; name?: string | undefined } | null | undefined,
  unknown: string,
): string {
  const name = user?.name?.trim()
  return isMissingUser(user) || !name ? unknown : name
}

/** The author of a post or a comment. A deleted author comes back as `{ name: "Unknown" }`
 * next to a stale `userId`: still the owner, but there is no profile to open. With `t`, such
 * an author is named in the reader's language (`nameOf`); without it (code that only asks
 * whose it is), with the server's word. */
export function authorOf(
  item: Pick<Post, 'user' | 'userId'> | Comment,
  t?: Translate<PartId<'app'>>,
): Author {
  const user = item.user
  const profileId = user?._id
  return {
    name: t ? nameOf(user, t('app.unknownUser')) : (user?.name ?? SERVER_UNKNOWN_NAME),
    id: profileId ?? item.userId,
    profileId,
  }
}

/** Whether the signed-in viewer wrote it. */
export function isOwnedBy(author: Author, viewerId: string | undefined): boolean {
  return viewerId !== undefined && author.id === viewerId
}

/**
 * The link to a person's profile — an author's, a commenter's, a liker's: the viewer's own is
 * /profile, where its edit link is and the Profile tab lights; none once they were deleted.
 */
export function authorProfileHref(
  author: { profileId: string },
  viewerId: string | undefined,
  paths: Paths,
): string
export function authorProfileHref(
  author: Pick<Author, 'profileId'>,
  viewerId: string | undefined,
  paths: Paths,
): string | undefined
export function authorProfileHref(
  author: Pick<Author, 'profileId'>,
  viewerId: string | undefined,
  paths: Paths,
): string | undefined {
  if (author.profileId === undefined) return undefined
  return paths.profile(author.profileId === viewerId ? undefined : author.profileId)
}

/** `text` cut to `length` characters, counted in code points so that an emoji is never cut in
 * half; `undefined` when it fits. */
function cut(text: string, length: number): string | undefined {
  const characters = Array.from(text)
  return characters.length > length ? characters.slice(0, length).join('').trimEnd() : undefined
}

/** The caption as a photo's description quotes it: on one line, cut after 100 characters
 * with "…"; `undefined` when there is none. */
export function altCaption(caption: string): string | undefined {
  const text = caption.trim().replace(/\s+/g, ' ')
  if (!text) return undefined
  const start = cut(text, ALT_CAPTION_LENGTH)
  return start === undefined ? text : `${start}…`
}

export interface CaptionPreview {
  text: string
  /** Longer than the preview: a "more" / "Show Less" toggle goes with it. */
  long: boolean
}

/** The caption as a card shows it: whole, or cut after 100 characters with "...". */
export function previewCaption(caption: string, expanded: boolean): CaptionPreview | null {
  if (!caption.trim()) return null
  const start = cut(caption, CAPTION_PREVIEW_LENGTH)
  if (start === undefined) return { text: caption, long: false }
  return { text: expanded ? caption : `${start}...`, long: true }
}
