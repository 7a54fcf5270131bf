'use client'

import { toImageUrl } from '@photobooth/api-client'
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  use,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import { I18nRoot, type LocaleMessages } from '../i18n/I18nRoot'
import type { Locale, LocaleTag } from '../i18n/locales'
import { useLocale } from '../i18n/use-t'
import { cx } from '../lib/class-names'
import { type Paths, paths as productPaths } from '../paths'
import '../styles/global.css'
import { darkTheme, lightTheme, ROOT_CLASS, systemTheme, themeRoot } from '../styles/theme.css'
import type { ThemeValues } from '../styles/theme-values'
import { tokenProperty } from '../styles/token-names'
import { Toaster } from './Toaster'
import {
  type ImageUrl,
  type LinkComponent,
  type LinkProps,
  UiContext,
  type UiContextValue,
} from './ui-context'

/** The colour themes a person can choose: the system's preference, or one of the two. */
export type ThemeChoice = 'system' | 'light' | 'dark'

/** Any of the theme's tokens, by group and name (`{ color: { primary: '#0a7d5a' } }`). */
export type ThemeTokens = { [Group in keyof ThemeValues]?: Partial<ThemeValues[Group]> }

export interface UiProviderProps {
  /**
   * `system` (default) follows the system's colour preference; `light` and `dark` force one;
   * any other string is a class made with `createTheme(vars, …)` (which needs vanilla-extract's
   * plugin in the app's build).
   */
  theme?: ThemeChoice | (string & {})
  /**
   * Tokens that differ from the theme's, set on the UI's root element: a partial theme, with no
   * build step (`{ color: { primary: '#0a7d5a' } }`). They apply in light and dark alike; for
   * one scheme only, or under a Content-Security-Policy without `'unsafe-inline'` styles, set
   * the custom properties in the app's CSS (`.photobooth[data-theme='dark'] { … }`).
   */
  tokens?: ThemeTokens
  /**
   * What the provider styles: `element` (default) its own root element — the theme, language
   * and direction on it and the base rules inside it, the host page's `<html>`, `<body>` and
   * global rules untouched; `document` the whole page too: `<html>` gets the language, the
   * direction and the theme (its background, its colour scheme), `<body>` loses its margin.
   * One `document` provider per page.
   */
  scope?: 'element' | 'document'
  /** A class for the UI's root element. */
  className?: string
  /** The product name shown in titles, the logo and loading texts. */
  productName?: string
  /** The router's link; defaults to a plain `<a>`. */
  linkComponent?: LinkComponent
  /**
   * Where the components link to, for an app whose routes are not the product's (`routes`:
   * `/post/:id`, `/profile/:profileId`, …): each builder given replaces the product's, e.g.
   * `{ post: (id) => \`/feed/p/${id}\` }`; a nested provider's are added to the outer one's.
   */
  paths?: Partial<Paths>
  /**
   * The clock. A function is used always (stories and tests pin it); a number is the time a
   * server rendered at, used until the page has hydrated. Without one, what a server renders
   * of a time is its day, and relative times ("3h") come once the page has hydrated.
   */
  now?: number | (() => number)
  /** The time zone of dates rendered before the page hydrates (UTC by default); the reader's
   * own after. */
  timeZone?: string
  /** The origin shared links start with. Defaults to the page's origin. */
  origin?: string
  /**
   * Turns a stored image path (`uploads/abc.jpg`, as posts and users carry them; never empty)
   * into a URL, as links go through `linkComponent`: the app passes its API client's
   * `imageUrl` (images live on the API host). A function: from a server layout, give
   * `imageBaseUrl` instead.
   */
  imageUrl?: ImageUrl
  /** Where stored images are (`https://api.example.com`: `uploads/a.jpg` is
   * `https://api.example.com/uploads/a.jpg`). Defaults to the page's own host. */
  imageBaseUrl?: string
  /** How long toasts stay (ms). */
  toastDuration?: number
  /**
   * The language of every text: any BCP 47 tag. The package ships `en` (the default), `es`,
   * `ar` (right to left) and `en-XA`, the development pseudo-locale; another language shows
   * the app's catalogue (`messages`), English for what it lacks. Numbers, dates and plurals
   * follow the tag. A shipped catalogue not loaded yet (`loadCatalogue`) is fetched, English
   * showing meanwhile.
   */
  locale?: LocaleTag
  /** Texts by language tag: a catalogue for a language the package does not ship, or texts
   * rephrased (see `LocaleMessages`). */
  messages?: LocaleMessages
  /**
   * Chooses the language: with it, the sign-in pages offer a guest the languages (the
   * navigation's menu takes its own `onLocaleChange`). The app keeps the choice and passes
   * the new `locale`.
   */
  onLocaleChange?: (locale: Locale) => void
  children?: ReactNode
}

/** What a provider passes down to one nested in it: its settings, given or inherited. */
type Settings = Omit<UiProviderProps, 'scope' | 'className' | 'children'>

/** The settings of the nearest `UiProvider` above, for a nested one to inherit. */
const OuterSettings = createContext<Settings | null>(null)

/**
 * A provider's settings: its own, and for each it leaves out, the provider's above it — an
 * inner provider for another language or theme keeps the page's links, photos' host, clock,
 * product name, language and messages. The images' two settings go together (an inner
 * `imageBaseUrl` is not overruled by an outer `imageUrl`), and so do the language and its
 * chooser (an inner provider with a language of its own does not change the outer's).
 */
function inherit(own: Settings, outer: Settings | null): Settings {
  if (!outer) return own
  const settings: Settings = { ...outer }
  for (const [key, value] of Object.entries(own)) {
    if (value !== undefined) Object.assign(settings, { [key]: value })
  }
  if (own.imageUrl !== undefined || own.imageBaseUrl !== undefined) {
    settings.imageUrl = own.imageUrl
    settings.imageBaseUrl = own.imageBaseUrl
  }
  if (own.locale !== undefined) settings.onLocaleChange = own.onLocaleChange
  if (own.paths && outer.paths) settings.paths = { ...outer.paths, ...own.paths }
  return settings
}

function PlainLink({ ref, ...props }: LinkProps) {
  return <a ref={ref} {...props} />
}

const THEMES: Record<ThemeChoice, string> = {
  system: systemTheme,
  light: lightTheme,
  dark: darkTheme,
}

/** The tokens given, as the custom properties they set (`--photobooth-color-primary`). */
function tokenStyle(tokens: ThemeTokens | undefined): CSSProperties | undefined {
  if (!tokens) return undefined
  const style: Record<string, string> = {}
  for (const [group, values] of Object.entries(tokens)) {
    for (const [name, value] of Object.entries(values ?? {})) {
      if (typeof value === 'string') style[tokenProperty([group, name])] = value
    }
  }
  return style as CSSProperties
}

/**
 * The root of every PhotoBooth UI: theme, language, product name, link component, clock, image
 * URLs and toasts, on an element of its own (see `scope`) into which dialogs and menus are
 * portalled too, so that they wear the theme and speak the language. A provider nested in
 * another inherits every setting it does not give but `scope` and `className`.
 */
export function UiProvider({ scope = 'element', className, children, ...own }: UiProviderProps) {
  // Nested in another: what this one does not set, it takes from the one above.
  const outer = use(OuterSettings)
  const settings = inherit(own, outer)
  const {
    theme = 'system',
    tokens,
    productName = 'PhotoBooth',
    linkComponent = PlainLink,
    paths: givenPaths,
    now,
    timeZone = 'UTC',
    origin,
    imageUrl,
    imageBaseUrl,
    toastDuration,
    locale,
    messages,
    onLocaleChange,
  } = settings
  // What a nested provider inherits, anew only when a setting changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings, one by one.
  const passed = useMemo(
    () => settings,
    [
      settings.theme,
      settings.tokens,
      settings.productName,
      settings.linkComponent,
      settings.paths,
      settings.now,
      settings.timeZone,
      settings.origin,
      settings.imageUrl,
      settings.imageBaseUrl,
      settings.toastDuration,
      settings.locale,
      settings.messages,
      settings.onLocaleChange,
    ],
  )
  const value = useMemo(() => {
    const toUrl = imageUrl ?? ((path: string) => toImageUrl(imageBaseUrl ?? '', path))
    return {
      productName,
      Link: linkComponent,
      paths: givenPaths ? { ...productPaths, ...givenPaths } : productPaths,
      now,
      timeZone,
      origin: origin ?? (typeof location === 'undefined' ? '' : location.origin),
      imageUrl: (path: string | null | undefined) => (path ? toUrl(path) : undefined),
      onLocaleChange,
    }
  }, [
    productName,
    linkComponent,
    givenPaths,
    now,
    timeZone,
    origin,
    imageUrl,
    imageBaseUrl,
    onLocaleChange,
  ])
  return (
    <I18nRoot locale={locale} messages={messages}>
      <OuterSettings value={passed}>
        <UiRoot
          theme={theme}
          tokens={tokens}
          scope={scope}
          className={className}
          value={value}
          toastDuration={toastDuration}
        >
          {children}
        </UiRoot>
      </OuterSettings>
    </I18nRoot>
  )
}

function UiRoot({
  theme,
  tokens,
  scope,
  className,
  value,
  toastDuration,
  children,
}: {
  theme: string
  tokens: ThemeTokens | undefined
  scope: 'element' | 'document'
  className: string | undefined
  value: Omit<UiContextValue, 'portalContainer'>
  toastDuration: number | undefined
  children: ReactNode
}) {
  const { locale, dir } = useLocale()
  const [root, setRoot] = useState<HTMLDivElement | null>(null)
  const themeClass = THEMES[theme as ThemeChoice] ?? theme
  const context = useMemo(() => ({ ...value, portalContainer: root }), [value, root])
  // `document`: the page is the UI's. Before the paint, so that nothing shows in another
  // language's direction or another theme's colours first.
  useLayoutEffect(() => {
    if (scope !== 'document') return
    const html = document.documentElement
    const classes = [ROOT_CLASS, themeRoot, themeClass]
    html.classList.add(...classes)
    html.lang = locale
    html.dir = dir
    return () => html.classList.remove(...classes)
  }, [scope, themeClass, locale, dir])
  return (
    <div
      ref={setRoot}
      className={cx(ROOT_CLASS, themeRoot, themeClass, className)}
      data-theme={Object.hasOwn(THEMES, theme) ? theme : undefined}
      lang={locale}
      dir={dir}
      style={tokenStyle(tokens)}
    >
      <UiContext value={context}>
        <Toaster duration={toastDuration}>{children}</Toaster>
      </UiContext>
    </div>
  )
}
