'use client'

import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, use } from 'react'
import type { Locale } from '../i18n/locales'
import type { Paths } from '../paths'

/** What a link component receives: an anchor's props with a required `href`. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

/** The app's router link (e.g. a wrapper around react-router's `Link`). */
export type LinkComponent = ComponentType<LinkProps>

export interface UiContextValue {
  productName: string
  Link: LinkComponent
  /**
   * The clock: a function (stories and tests pin it), the time the server rendered at (ms:
   * used until the page has hydrated), or none (the browser's clock once hydrated).
   */
  now: number | (() => number) | undefined
  /** The time zone of dates rendered before the page hydrates (the reader's is unknown). */
  timeZone: string
  /** Where the pages are: the links' builders (the product's routes, or the app's). */
  paths: Paths
  /** The page's origin, for shared links. */
  origin: string
  /** A stored image path (`uploads/…`) as a URL the browser can load; `undefined` when none. */
  imageUrl: (path: string | null | undefined) => string | undefined
  /** Where dialogs, menus and lists are portalled: inside the UI's themed root. */
  portalContainer: HTMLElement | null
  /** Chooses the language (the app keeps the choice); without it no page offers the choice
   * but the navigation's menu, which takes its own. */
  onLocaleChange?: ((locale: Locale) => void) | undefined
}

/**
 * Turns a stored image path (`uploads/abc.jpg`, never empty) into a URL (see `UiProvider`'s
 * `imageUrl`); `undefined` shows no image.
 */
export type ImageUrl = (path: string) => string | undefined

export const UiContext = createContext<UiContextValue | null>(null)

/** Product name, link component, clock and image URLs from the nearest `UiProvider`. */
export function useUi(): UiContextValue {
  const value = use(UiContext)
  if (!value) {
    throw new Error(
      'PhotoBooth components must be used inside <UiProvider> (from @photobooth/ui): it gives ' +
        'them their links, image URLs, clock and language.',
    )
  }
  return value
}

/** Where a dialog or menu is portalled: the UI's themed root, else the page's body. */
export function usePortalContainer(): HTMLElement | undefined {
  return use(UiContext)?.portalContainer ?? undefined
}
