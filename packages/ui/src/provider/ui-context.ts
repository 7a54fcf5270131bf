'use client'

import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, use } from 'react'
import type { Locale } from '../i18n/locales'

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
  /** The current time in ms; injectable so that relative times and grouping are stable. */
  now: () => number
  /** The page's origin, for shared links. */
  origin: string
  /** A stored image path (`uploads/…`) as a URL the browser can load; `undefined` when none. */
  imageUrl: ImageUrl
  /** Chooses the language (the app keeps the choice); without it no page offers the choice
   * but the navigation's menu, which takes its own. */
  onLocaleChange?: ((locale: Locale) => void) | undefined
}

/** Turns a stored image path into a URL (see `UiProvider`'s `imageUrl`). */
export type ImageUrl = (path: string | null | undefined) => string | undefined

export const UiContext = createContext<UiContextValue | null>(null)

/** Product name, link component, clock and image URLs from the nearest `UiProvider`. */
export function useUi(): UiContextValue {
  const value = use(UiContext)
  if (!value) throw new Error('PhotoBooth components must be used inside <UiProvider>.')
  return value
}
