import { compose } from '../i18n/messages/en/compose'

/**
 * What the photo pipeline's problems say in English, as stories and tests assert them: the
 * catalogue's messages (the UI translates `PhotoError.problem`), their values filled in.
 */
export const PHOTO_NOT_AN_IMAGE = compose['compose.photo.notAnImage']
export const PHOTO_TOO_LARGE = compose['compose.photo.tooLarge'].replace('{max, number}', '50')
export const PHOTO_UNREADABLE = compose['compose.photo.unreadable']
