'use client'

import { toImageUrl } from '@photobooth/api-client'
import { type ReactNode, useLayoutEffect, useMemo } from 'react'
import { I18nRoot, type MessageOverrides } from '../i18n/I18nRoot'
import type { Locale, UiLocale } from '../i18n/locales'
import '../styles/global.css'
import { darkTheme, lightTheme, systemTheme, themeRoot } from '../styles/theme.css'
import { Toaster } from './Toaster'
import { type ImageUrl, type LinkComponent, type LinkProps, UiContext } from './ui-context'

/** The colour themes a person can choose: the system's preference, or one of the two. */
export type ThemeChoice = 'system' | 'light' | 'dark'

export interface UiProviderProps {
  /**
   * `system` (default) follows the system's colour preference; `light` and `dark` force one;
   * any other string is a class made with `createTheme(vars, …)`.
   */
  theme?: ThemeChoice | (string & {})
  /** The product name shown in titles, the logo and loading texts. */
  productName?: string
  /** The router's link; defaults to a plain `<a>`. */
  linkComponent?: LinkComponent
  /** The current time (ms). Defaults to `Date.now`; stories pin it. */
  now?: () => number
  /** The origin shared links start with. Defaults to the page's origin. */
  origin?: string
  /**
   * Turns a stored image path (`uploads/abc.jpg`, as posts and users carry them) into a URL,
   * as links go through `linkComponent`: the app passes its API client's `imageUrl` (images
   * live on the API host). Defaults to the path on the page's own host.
   */
  imageUrl?: ImageUrl
  /** How long toasts stay (ms). */
  toastDuration?: number
  /**
   * The language of every text: `en` (default), `es` or `ar` (right to left), or `en-XA`, the
   * development pseudo-locale. A catalogue not loaded yet (`loadCatalogue`) is fetched, English
   * showing meanwhile. `<html>` gets its `lang` and `dir`.
   */
  locale?: UiLocale
  /** Any message rephrased, by id, in ICU MessageFormat (see `MessageId`). */
  messages?: MessageOverrides
  /**
   * Chooses the language: with it, the sign-in pages offer a guest the languages (the
   * navigation's menu takes its own `onLocaleChange`). The app keeps the choice and passes
   * the new `locale`.
   */
  onLocaleChange?: (locale: Locale) => void
  children?: ReactNode
}

function PlainLink({ ref, ...props }: LinkProps) {
  return <a ref={ref} {...props} />
}

const sameHostImageUrl: ImageUrl = (path) => toImageUrl('', path)

const THEMES: Record<ThemeChoice, string> = {
  system: systemTheme,
  light: lightTheme,
  dark: darkTheme,
}

/**
 * The root of every PhotoBooth UI: theme, language, product name, link component, clock, image
 * URLs and toasts.
 * The theme class goes on `<html>` so that dialogs and toasts portalled to `<body>` get it.
 */
export function UiProvider({
  theme = 'system',
  productName = 'PhotoBooth',
  linkComponent = PlainLink,
  now = Date.now,
  origin,
  imageUrl = sameHostImageUrl,
  toastDuration,
  locale,
  messages,
  onLocaleChange,
  children,
}: UiProviderProps) {
  const themeClass = THEMES[theme as ThemeChoice] ?? theme
  useLayoutEffect(() => {
    const root = document.documentElement
    const classes = [themeClass, themeRoot]
    root.classList.add(...classes)
    return () => root.classList.remove(...classes)
  }, [themeClass])
  const value = useMemo(
    () => ({
      productName,
      Link: linkComponent,
      now,
      origin: origin ?? (typeof location === 'undefined' ? '' : location.origin),
      imageUrl,
      onLocaleChange,
    }),
    [productName, linkComponent, now, origin, imageUrl, onLocaleChange],
  )
  return (
    <I18nRoot locale={locale} messages={messages}>
      <UiContext value={value}>
        <Toaster duration={toastDuration}>{children}</Toaster>
      </UiContext>
    </I18nRoot>
  )
}
