'use client'

import { useEffect } from 'react'

/**
 * `react-style-singleton` without `<style>` elements, for pages under a strict
 * Content-Security-Policy (`style-src` without `'unsafe-inline'`). Radix's dialogs and menus
 * lock the page's scroll through `react-remove-scroll-bar`, which writes its rules into a
 * `<style>` element it adds to the head: such a policy refuses that element (and reports it).
 * Here the same rules go into a constructed stylesheet adopted by the document, which the
 * policy does not govern (only script can make one). Same API, same counting: the rules are
 * in force while at least one user is mounted.
 *
 * An app bundling the UI aliases the package to this module (Vite:
 * `resolve.alias: { 'react-style-singleton': '@photobooth/ui/style-singleton' }`).
 */

interface Sheet {
  add(styles: string): void
  remove(): void
}

/** Where adopted stylesheets are not supported: a `<style>` element, as the original does. */
function elementSheet(): Sheet {
  let element: HTMLStyleElement | null = null
  return {
    add(styles) {
      element = document.createElement('style')
      element.textContent = styles
      document.head.append(element)
    },
    remove() {
      element?.remove()
      element = null
    },
  }
}

function adoptedSheet(): Sheet {
  let sheet: CSSStyleSheet | null = null
  return {
    add(styles) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(styles)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    },
    remove() {
      const adopted = sheet
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== adopted)
      sheet = null
    },
  }
}

const canAdopt = () =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in Document.prototype &&
  'replaceSync' in CSSStyleSheet.prototype

/** One sheet for many users: added by the first, removed by the last. */
export function stylesheetSingleton() {
  let users = 0
  let sheet: Sheet | null = null
  return {
    add(styles: string) {
      if (users === 0 && typeof document !== 'undefined') {
        sheet = canAdopt() ? adoptedSheet() : elementSheet()
        sheet.add(styles)
      }
      users += 1
    },
    remove() {
      users -= 1
      if (users === 0) {
        sheet?.remove()
        sheet = null
      }
    },
  }
}

/** A hook that keeps `styles` in force while the component using it is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton()
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: as the original, the first styles stay unless dynamic.
    useEffect(() => {
      sheet.add(styles)
      return () => sheet.remove()
    }, [styles && isDynamic])
  }
}

/** A component that keeps `styles` in force while mounted. */
export function styleSingleton() {
  const useStyle = styleHookSingleton()
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic)
    return null
  }
}
