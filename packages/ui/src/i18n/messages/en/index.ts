/**
 * The English catalogue: every text the UI shows, by id, in ICU MessageFormat, in parts (one
 * file each). The spec's texts are quoted here byte for byte. Other locales translate every id
 * (TypeScript checks each part has all of them and no other; the compiler, the arguments); an
 * app overrides any id through `UiProvider`'s `messages`.
 *
 * English comes in its parts: each is compiled to a module of its own (`../../compiled/en/`),
 * which the components that show its texts import (`useT(part)`), so that a part arrives with
 * the code that needs it and the first view carries only its own. Spanish, Arabic and the
 * pseudo-locale are one chunk each, fetched when chosen.
 *
 * After a change, `npm run messages` compiles the catalogues (`../../compiled/`); a test fails
 * while they are out of date.
 */
import { app } from './app'
import { auth } from './auth'
import { compose } from './compose'
import { demo } from './demo'
import { device } from './device'
import { feed } from './feed'
import { forms } from './forms'
import { guest } from './guest'
import { nav } from './nav'
import { notifications } from './notifications'
import { overlay } from './overlay'
import { pages } from './pages'
import { post } from './post'
import { profile } from './profile'
import { web } from './web'

/** The English parts, by name: the one list of them (the other locales' are read from their
 * folders, and checked against it). */
export const englishParts = {
  app,
  auth,
  compose,
  demo,
  device,
  feed,
  forms,
  guest,
  nav,
  notifications,
  overlay,
  pages,
  post,
  profile,
  web,
}

/** The whole English catalogue, one object: its parts merged. */
export const en = Object.assign({}, ...Object.values(englishParts)) as UnionToIntersection<
  (typeof englishParts)[keyof typeof englishParts]
>

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never

/** The parts of the catalogue, by name. */
export type PartName = keyof typeof englishParts

/** The ids of a part's messages (of every part, for several). */
export type PartId<P extends PartName> = P extends PartName
  ? keyof (typeof englishParts)[P] & string
  : never

export type MessageId = keyof typeof en

/** A catalogue of a locale: every id translated. */
export type Catalogue = Record<MessageId, string>

/** A part of a locale's catalogue: every id of that part, and no other. */
export type PartCatalogue<P extends PartName> = Record<PartId<P>, string>
