// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import { addEnglish, type EnglishPart } from '../../english'

/** English messages of the part "compose": import it where they are shown (`useT(compose)`). */
export const compose: EnglishPart<'compose'> = addEnglish(JSON.parse("{}"))
