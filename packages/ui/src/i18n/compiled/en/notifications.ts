// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import { addEnglish, type EnglishPart } from '../../english'

/** English messages of the part "notifications": import it where they are shown (`useT(notifications)`). */
export const notifications: EnglishPart<'notifications'> = addEnglish(JSON.parse("{}"))
