/**
 * The web app manifest in each language the app speaks: the install sheet shows its
 * description, shortcuts and screenshot labels, so the page names the one of the language it
 * shows. English's keeps the plain name (`/manifest.webmanifest`), which the page names
 * before the app's code runs. Self-contained: the build's plugin (pwa/) imports it too.
 */

/** The languages with a manifest of their own; any other (the pseudo-locale) gets English's. */
export const MANIFEST_LOCALES = ['en', 'es', 'ar'] as const

export type ManifestLocale = (typeof MANIFEST_LOCALES)[number]

/** The path of the manifest for `locale`. */
export function manifestPath(locale: string): string {
  return locale !== 'en' && (MANIFEST_LOCALES as readonly string[]).includes(locale)
    ? `/manifest.${locale}.webmanifest`
    : '/manifest.webmanifest'
}

/**
 * Points the page's manifest link at `locale`'s manifest. A build has the link (the
 * development server has no manifest, and nothing to point).
 */
export function pointManifest(locale: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  const href = manifestPath(locale)
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href)
}
