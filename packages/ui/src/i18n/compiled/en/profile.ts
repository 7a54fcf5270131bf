// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import { addEnglish, type EnglishPart } from '../../english'

/** English messages of the part "profile": import it where they are shown (`useT(profile)`). */
export const profile: EnglishPart<'profile'> = addEnglish(JSON.parse("{}"))
