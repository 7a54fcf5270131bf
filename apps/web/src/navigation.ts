import type { LinkProps } from '@photobooth/ui'
import { createElement, type MouseEvent } from 'react'

/**
 * Navigation that works before the router is there. A guest's first view of the feed is drawn
 * without React Router (it is not needed to show posts, and it is a sixth of the first
 * download); the first navigation loads it. Until then `navigateTo` moves the history itself and
 * asks for the router; once the router is mounted it hands over its own `navigate`.
 */
export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

type Navigate = (to: string, options?: NavigateOptions) => void

let routerNavigate: Navigate | null = null
let routerWanted: (() => void) | null = null

/** The router, once mounted, registers its navigate (and takes it back on unmount). */
export function registerRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate
}

/** The app, while it shows the first view, learns here that the router is needed. */
export function onRouterWanted(callback: (() => void) | null): void {
  routerWanted = callback
}

/** Goes to `to` inside the app: through the router when it is there, else by loading it. */
export function navigateTo(to: string, options: NavigateOptions = {}): void {
  if (routerNavigate) {
    routerNavigate(to, options)
    return
  }
  if (options.replace) history.replaceState(options.state ?? null, '', to)
  else history.pushState(options.state ?? null, '', to)
  routerWanted?.()
}

/** Whether a click on a link is the browser's business (a new tab, a download, elsewhere). */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    Boolean(event.currentTarget.target && event.currentTarget.target !== '_self') ||
    event.currentTarget.hasAttribute('download') ||
    /^[a-z][a-z0-9+.-]*:/i.test(href) ||
    href.startsWith('//')
  )
}

/** The UI's links: plain anchors whose clicks navigate inside the app. */
export function AppLink({ href, onClick, ref, ...props }: LinkProps) {
  return createElement('a', {
    ...props,
    ref,
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event)
      if (leftToTheBrowser(event, href)) return
      event.preventDefault()
      navigateTo(href)
    },
  })
}
