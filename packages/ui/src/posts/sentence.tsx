import type { ReactNode } from 'react'

/** A private-use character: no message has it, so it marks the element's place in one. */
const PLACE = '\uE000'

/**
 * A sentence of the catalogue with an element inside (a name in bold, a link), one message
 * so that each language puts the element where its word order wants it: `format` formats the
 * message with `place` as the element's argument, e.g.
 * `sentenceWith((place) => t('notifications.liked', { name: place }), <strong>{name}</strong>)`.
 */
export function sentenceWith(format: (place: string) => string, element: ReactNode): ReactNode {
  const [before, ...after] = format(PLACE).split(PLACE)
  const rest = after.join('')
  return (
    <>
      {before || null}
      {element}
      {rest || null}
    </>
  )
}
