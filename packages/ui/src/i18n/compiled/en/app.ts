// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import { addEnglish, type EnglishPart } from '../../english'

/** English messages of the part "app": import it where they are shown (`useT(app)`). */
export const app: EnglishPart<'app'> = addEnglish(JSON.parse("{\"nav.main\":[\"Main\"],\"nav.home\":[\"Home\"],\"nav.notifications\":[\"Notifications\"],\"nav.notificationsUnread\":[\"Notifications, \",[\"count\"],\" unread\"],\"nav.create\":[\"Create\"],\"nav.profile\":[\"Profile\"],\"nav.more\":[\"More\"],\"nav.logOut\":[\"Log out\"],\"nav.theme\":[\"Theme\"],\"nav.language\":[\"Language\"],\"theme.system\":[\"System\"],\"theme.light\":[\"Light\"],\"theme.dark\":[\"Dark\"],\"time.justNow\":[\"just now\"],\"time.minutes\":[[\"count\"],\"m\"],\"time.hours\":[[\"count\"],\"h\"],\"time.days\":[[\"count\"],\"d\"],\"time.weeks\":[[\"count\"],\"w\"]}"))
