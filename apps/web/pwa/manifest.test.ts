import { LOCALES } from '@photobooth/ui'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { MANIFEST_LOCALES, manifestPath } from '../src/install/manifest-link'
import { webAppManifest } from './manifest'
import { phoneApp } from './plugin'

/** What each language's install sheet says. */
const SAID = {
  en: {
    dir: 'ltr',
    description: 'Share photos with captions, browse the feed, like and comment.',
    shortcuts: ['New post', 'Notifications'],
    screenshots: ['The feed on a phone', 'The feed on a wide screen'],
  },
  es: {
    dir: 'ltr',
    description: 'Comparte fotos con su descripción, explora el inicio, da me gusta y comenta.',
    shortcuts: ['Nueva publicación', 'Notificaciones'],
    screenshots: ['El inicio en un teléfono', 'El inicio en una pantalla ancha'],
  },
  ar: {
    dir: 'rtl',
    description: 'شارك صورك مع أوصافها، وتصفّح الرئيسية، وأبدِ إعجابك بالمنشورات وعلّق عليها.',
    shortcuts: ['منشور جديد', 'الإشعارات'],
    screenshots: ['الرئيسية على الهاتف', 'الرئيسية على شاشة عريضة'],
  },
} as const

/** The manifests the build writes, by file name. */
function builtManifests(): Record<string, ReturnType<typeof webAppManifest>> {
  const files: Record<string, ReturnType<typeof webAppManifest>> = {}
  const plugin = phoneApp({ productName: 'PhotoBooth' }) as Plugin & {
    generateBundle: (this: unknown) => void
  }
  plugin.generateBundle.call({
    emitFile({ fileName, source }: { fileName: string; source: string | Uint8Array }) {
      if (fileName.endsWith('.webmanifest')) files[fileName] = JSON.parse(String(source))
    },
  })
  return files
}

describe('the install sheet', () => {
  it('has a manifest in every language PhotoBooth speaks, English’s at the plain name', () => {
    expect([...MANIFEST_LOCALES].sort()).toEqual(LOCALES.map(({ id }) => id).sort())
    expect(Object.keys(builtManifests()).sort()).toEqual([
      'manifest.ar.webmanifest',
      'manifest.es.webmanifest',
      'manifest.webmanifest',
    ])
    expect(manifestPath('en')).toBe('/manifest.webmanifest')
    expect(manifestPath('es')).toBe('/manifest.es.webmanifest')
    expect(manifestPath('ar')).toBe('/manifest.ar.webmanifest')
    // The pseudo-locale is English underneath.
    expect(manifestPath('en-XA')).toBe('/manifest.webmanifest')
  })

  it('speaks the language of its file: description, shortcuts and screenshot labels', () => {
    const built = builtManifests()
    for (const locale of MANIFEST_LOCALES) {
      const manifest = built[manifestPath(locale).slice(1)]
      const said = SAID[locale]
      expect(manifest, locale).toMatchObject({ lang: locale, dir: said.dir })
      expect(said.dir).toBe(LOCALES.find(({ id }) => id === locale)?.dir)
      expect(manifest?.description, locale).toBe(said.description)
      expect(manifest?.shortcuts.map((shortcut) => shortcut.name)).toEqual(said.shortcuts)
      expect(manifest?.screenshots.map((shot) => shot.label)).toEqual(said.screenshots)
    }
  })

  it('is one app in every language: the same id, start, icons, shortcuts’ pages and share target', () => {
    const english = webAppManifest('PhotoBooth', 'en')
    const same = ({ description, lang, dir, shortcuts, screenshots, ...rest }: typeof english) => ({
      ...rest,
      shortcuts: shortcuts.map(({ url, icons }) => ({ url, icons })),
      screenshots: screenshots.map(({ label, ...image }) => image),
    })
    for (const locale of MANIFEST_LOCALES) {
      expect(same(webAppManifest('PhotoBooth', locale)), locale).toEqual(same(english))
    }
    expect(english).toMatchObject({ id: '/', name: 'PhotoBooth', start_url: '/' })
  })
})
