// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import { addEnglish, type EnglishPart } from '../../english'

/** English messages of the part "web": import it where they are shown (`useT(web)`). */
export const web: EnglishPart<'web'> = addEnglish(JSON.parse("{}"))
