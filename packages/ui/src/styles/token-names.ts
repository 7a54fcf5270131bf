/**
 * The custom property of a theme token, by its path in the theme contract: `color`,
 * `surfaceRaised` is `--photobooth-color-surface-raised`. Stable, documented names, which an
 * app's CSS sets. Plain code: `UiProvider` names the tokens it is given without bringing the
 * contract (every token's name) into an app's first load.
 */
export function tokenProperty(path: readonly string[]): `--photobooth-${string}` {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return `--photobooth-${path.map(kebab).join('-')}`
}
