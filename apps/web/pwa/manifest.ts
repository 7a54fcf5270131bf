import { SHARE_TARGET_PATH } from '../src/service-worker/protocol.ts'

/**
 * The web app manifest (served as /manifest.webmanifest): what a phone needs to install
 * PhotoBooth, open it full screen, show its shortcuts and send it photos from the share sheet.
 * The colours are the light theme's page background (index.html's first `theme-color`); the
 * page's own `theme-color` metas follow the theme chosen in the app.
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

/** What the richer install sheet shows, taken by scripts/app-screenshots.ts. */
export const SCREENSHOTS: ManifestImage[] = [
  {
    src: '/screenshots/feed-narrow.webp',
    sizes: '540x1170',
    type: 'image/webp',
    form_factor: 'narrow',
    label: 'The feed on a phone',
  },
  {
    src: '/screenshots/feed-wide.webp',
    sizes: '1280x800',
    type: 'image/webp',
    form_factor: 'wide',
    label: 'The feed on a wide screen',
  },
]

/** The light theme's page colour. */
const BACKGROUND = '#fafafa'

export function webAppManifest(productName: string) {
  return {
    id: '/',
    name: productName,
    short_name: productName,
    description: 'Share photos with captions, browse the feed, like and comment.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: BACKGROUND,
    background_color: BACKGROUND,
    categories: ['photo', 'social'],
    icons: ICONS,
    screenshots: SCREENSHOTS,
    shortcuts: [
      {
        name: 'New post',
        url: '/create-post',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Notifications',
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
