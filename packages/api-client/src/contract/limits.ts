/**
 * The contract's limits (api-contract.md): what the server checks, so that the forms can say
 * so before a call and the mock backend refuses exactly what the server refuses.
 */

/** A post's caption, in characters (after trimming it must not be empty either). */
export const CAPTION_MAX = 2200

/** A bio, in characters (`Bio must be 150 characters or less`). */
export const BIO_MAX = 150

/** A password, in characters: sign-up, reset and change. */
export const PASSWORD_MIN = 6

/** A name, in characters after trimming (`Name must be at least 2 characters long`). */
export const NAME_MIN = 2

/** An uploaded image (a post's or an avatar), in bytes: 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
