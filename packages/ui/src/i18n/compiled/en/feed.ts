// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import { addEnglish, type EnglishPart } from '../../english'

/** English messages of the part "feed": import it where they are shown (`useT(feed)`). */
export const feed: EnglishPart<'feed'> = addEnglish(JSON.parse("{}"))
