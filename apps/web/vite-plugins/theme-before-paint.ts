import type { IndexHtmlTransformContext, Plugin } from 'vite'
import {
  LANGUAGE_STORAGE_KEY,
  markLanguage,
  preloadCatalogue,
  warmFormats,
} from '../src/language/mark-language.ts'
import { markThemeChoice, THEME_STORAGE_KEY } from '../src/theme/theme-choice.ts'
import { beforeAppAssets } from './head-tags.ts'

/**
 * The built chunks of each language's catalogue (`packages/ui/src/i18n/compiled/<locale>.ts`,
 * which `loadCatalogue` imports), by locale, as the page asks for them.
 */
function catalogueChunks(
  bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
  base: string,
): Record<string, string[]> {
  const files: Record<string, string[]> = {}
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue
    const locale = chunk.facadeModuleId?.match(/\/i18n\/compiled\/([\w-]+)\.ts$/)?.[1]
    if (!locale) continue
    files[locale] = [chunk.fileName, ...chunk.imports].map((file) => `${base}${file}`)
  }
  return files
}

/**
 * The theme chosen on this device, in force before the first paint: a few lines in the head
 * mark `<html>` from storage (src/theme/theme-choice.ts), and the head's early styles paint
 * the chosen colours until the app's arrive. Not the bundle's code: it would come too late.
 */
export function themeBeforePaint(): Plugin {
  let base = '/'
  return {
    name: 'photobooth-theme-before-paint',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      // After Vite put the app's tags in: these go before them (see `beforeAppAssets`).
      order: 'post',
      handler(html, ctx) {
        const key = JSON.stringify(THEME_STORAGE_KEY)
        // The language's catalogue (a build knows its file) starts loading with the app's code,
        // not after it: a Spanish page's first paint does not wait for one more round trip.
        const catalogues = ctx.bundle ? catalogueChunks(ctx.bundle, base) : {}
        const preload = Object.keys(catalogues).length
          ? `;(${preloadCatalogue.toString()})(document.documentElement.lang,${JSON.stringify(catalogues)})`
          : ''
        const warm = `;(${warmFormats.toString()})(document.documentElement.lang,navigator.languages||[])`
        return beforeAppAssets(
          html,
          [
            {
              tag: 'script',
              // No storage (a blocked one throws): the system's preference, as without a choice.
              children: `try{(${markThemeChoice.toString()})(localStorage.getItem(${key}))}catch(e){}`,
              injectTo: 'head',
            },
            {
              tag: 'script',
              // The language too (src/language): `<html lang dir>` right from the first paint.
              // Then its date and number formats readied while the code loads.
              children: `(${markLanguage.toString()})((()=>{try{return localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){return null}})(),navigator.languages||[])${preload}${warm}`,
              injectTo: 'head',
            },
          ],
          ctx,
        )
      },
    },
  }
}
