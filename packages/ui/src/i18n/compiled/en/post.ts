// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import { addEnglish, type EnglishPart } from '../../english'

/** English messages of the part "post": import it where they are shown (`useT(post)`). */
export const post: EnglishPart<'post'> = addEnglish(JSON.parse("{}"))
