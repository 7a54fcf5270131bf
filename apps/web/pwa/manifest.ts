import type { ManifestLocale } from '../src/install/manifest-link.ts'
import { SHARE_TARGET_PATH } from '../src/service-worker/protocol.ts'

/**
 * The web app manifest, one per language (served as /manifest.webmanifest in English,
 * /manifest.es.webmanifest and /manifest.ar.webmanifest; the page names the one of the language
 * it shows, src/install/manifest-link.ts): what a phone needs to install PhotoBooth, open it
 * full screen, show its shortcuts and send it photos from the share sheet, with the install
 * sheet's texts in the reader's language. The colours are the light theme's page background
 * (index.html's first `theme-color`); the page's own `theme-color` metas follow the theme
 * chosen in the app.
 */
export interface ManifestImage {
  src: string
  sizes: string
  type: string
  purpose?: 'any' | 'maskable' | 'monochrome'
  form_factor?: 'narrow' | 'wide'
  label?: string
}

/** The icons, as drawn by scripts/app-icons.ts into pwa/icons/ (served at /icons/). */
export const ICONS: ManifestImage[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/monochrome-512.png', sizes: '512x512', type: 'image/png', purpose: 'monochrome' },
]

/** WebKit's home-screen icon (it reads no manifest icons). */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png'

/** What the richer install sheet shows, taken by scripts/app-screenshots.ts (labelled in each
 * language by {@link MANIFEST_TEXTS}). */
export const SCREENSHOTS = [
  {
    src: '/screenshots/feed-narrow.webp',
    sizes: '540x1170',
    type: 'image/webp',
    form_factor: 'narrow',
  },
  {
    src: '/screenshots/feed-wide.webp',
    sizes: '1280x800',
    type: 'image/webp',
    form_factor: 'wide',
  },
] as const satisfies ManifestImage[]

/** What the install sheet and the home screen's shortcuts say, in one language. */
export interface ManifestTexts {
  dir: 'ltr' | 'rtl'
  description: string
  /** The shortcut to the new-post page. */
  newPost: string
  /** The shortcut to the notifications. */
  notifications: string
  /** The screenshots' labels, by form factor. */
  screenshots: Record<(typeof SCREENSHOTS)[number]['form_factor'], string>
}

/**
 * The manifest's texts in every language the app speaks (the catalogue's words: "Inicio" and
 * "الرئيسية" for the feed, "descripción" and "وصف" for a caption). Written here, not in the UI's
 * catalogue, as index.html's `<noscript>` is: the build writes them into files, and no page
 * shows them.
 */
export const MANIFEST_TEXTS: Record<ManifestLocale, ManifestTexts> = {
  en: {
    dir: 'ltr',
    description: 'Share photos with captions, browse the feed, like and comment.',
    newPost: 'New post',
    notifications: 'Notifications',
    screenshots: { narrow: 'The feed on a phone', wide: 'The feed on a wide screen' },
  },
  es: {
    dir: 'ltr',
    description: 'Comparte fotos con su descripción, explora el inicio, da me gusta y comenta.',
    newPost: 'Nueva publicación',
    notifications: 'Notificaciones',
    screenshots: { narrow: 'El inicio en un teléfono', wide: 'El inicio en una pantalla ancha' },
  },
  ar: {
    dir: 'rtl',
    description: 'شارك صورك مع أوصافها، وتصفّح الرئيسية، وأبدِ إعجابك بالمنشورات وعلّق عليها.',
    newPost: 'منشور جديد',
    notifications: 'الإشعارات',
    screenshots: { narrow: 'الرئيسية على الهاتف', wide: 'الرئيسية على شاشة عريضة' },
  },
}

/** The light theme's page colour. */
const BACKGROUND = '#fafafa'

/** The manifest in `locale`: the same app (one `id`), its texts in that language. */
export function webAppManifest(productName: string, locale: ManifestLocale = 'en') {
  const texts = MANIFEST_TEXTS[locale]
  return {
    id: '/',
    name: productName,
    short_name: productName,
    description: texts.description,
    lang: locale,
    dir: texts.dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BACKGROUND,
    background_color: BACKGROUND,
    categories: ['photo', 'social'],
    icons: ICONS,
    screenshots: SCREENSHOTS.map((shot) => ({
      ...shot,
      label: texts.screenshots[shot.form_factor],
    })),
    shortcuts: [
      {
        name: texts.newPost,
        url: '/create-post',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: texts.notifications,
        url: '/notifications',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
    // A photo shared from the gallery (HEIC from iPhones too) opens the editor with it.
    share_target: {
      action: SHARE_TARGET_PATH,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [
          {
            name: 'photo',
            accept: [
              'image/*',
              'image/heic',
              'image/heif',
              '.heic',
              '.heif',
              '.jpg',
              '.jpeg',
              '.png',
              '.webp',
            ],
          },
        ],
      },
    },
  }
}
