'use client'

import { DropdownMenu } from 'radix-ui'
import { type ReactElement, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'
import { nav } from '../../i18n/compiled/en/nav'
import { LOCALES } from '../../i18n/locale-names'
import type { Locale } from '../../i18n/locales'
import { useLocale, useT } from '../../i18n/use-t'
import { CheckIcon, DownloadIcon, LogoutIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { closeOnEscapeLeft } from '../../lib/escape'
import type { ThemeChoice } from '../../provider/UiProvider'
import { usePortalContainer } from '../../provider/ui-context'
import { stack } from '../../styles/layout.css'
import * as styles from './NavMenuPopup.css'
import { THEME_CHOICES } from './theme-choices'

export interface NavMenuProps {
  /** The button that opens the menu; its accessible name says what the menu holds. */
  children: ReactElement
  /** The theme chosen: the menu's Theme group marks it. */
  theme?: ThemeChoice | undefined
  /** With it the menu offers the themes (System, Light, Dark). */
  onThemeChange?: ((theme: ThemeChoice) => void) | undefined
  /** The language in use: the menu's Language group marks it. */
  locale?: Locale | undefined
  /** With it the menu offers the languages, each named in its own language. */
  onLocaleChange?: ((locale: Locale) => void) | undefined
  /**
   * With it the menu offers "Install app" above "Log out". It runs once the menu has closed and
   * given the focus back to its button, so that a dialog it opens gives the focus back there;
   * that is still within the press, for the browser's own install prompt.
   */
  onInstall?: (() => void) | undefined
  /** With it the menu ends with "Log out". */
  onSignOut?: (() => void) | undefined
  /** Where the menu opens, beside its button. */
  side?: 'top' | 'right'
}

export interface NavMenuPopupProps extends NavMenuProps {
  /** Open from the start: the button was pressed before the menu's code was there. */
  defaultOpen?: boolean
  /** Focus the button from the start: its stand-in had the focus. */
  focusTrigger?: boolean
}

/**
 * The navigation's menu (a Radix dropdown menu): the theme, and "Install app" and "Log out"
 * where the bar has no room for them. Arrow keys move through it, Enter or Space picks, Escape
 * closes it and focus goes back to its button; screen readers hear a menu with a "Theme" group
 * of radio items. Loaded by `NavMenu` once the navigation is up.
 */
export function NavMenuPopup({
  children,
  theme = 'system',
  onThemeChange,
  locale = 'en',
  onLocaleChange,
  onInstall,
  onSignOut,
  side = 'top',
  defaultOpen = false,
  focusTrigger = false,
}: NavMenuPopupProps) {
  const t = useT(nav)
  const portalContainer = usePortalContainer()
  const { dir } = useLocale()
  // An entry's action that waits for the menu to close (see `onInstall`).
  const afterClose = useRef<(() => void) | undefined>(undefined)
  const [open, setOpen] = useState(defaultOpen)
  const trigger = useRef<HTMLButtonElement>(null)
  // The stand-in that had the focus is gone: its place takes the focus back, unless the user
  // has moved it meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu arrives.
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (focusTrigger && !defaultOpen && lost) trigger.current?.focus()
  }, [])
  return (
    // Not modal: the page stays as it is (no scroll lock, nothing hidden from screen readers
    // while focus is in the menu); a click outside or Escape closes it all the same.
    <DropdownMenu.Root dir={dir} modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild ref={trigger}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portalContainer}>
        <DropdownMenu.Content
          className={styles.content}
          side={side}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onKeyDown={closeOnEscapeLeft(() => setOpen(false))}
          onCloseAutoFocus={() => {
            // Radix gives the focus back to the button right after this handler: the action
            // comes after that.
            const action = afterClose.current
            afterClose.current = undefined
            if (action) queueMicrotask(action)
          }}
        >
          {onThemeChange ? (
            <ChoiceGroup
              label={t('nav.theme')}
              value={theme}
              onChange={(value) => onThemeChange(value as ThemeChoice)}
              choices={THEME_CHOICES.map(({ value, label, icon: Icon }) => ({
                value,
                content: (
                  <>
                    <Icon size={20} />
                    <span className={styles.itemText}>{t(label)}</span>
                  </>
                ),
              }))}
            />
          ) : null}
          {onThemeChange && onLocaleChange ? (
            <DropdownMenu.Separator className={styles.separator} />
          ) : null}
          {onLocaleChange ? (
            <ChoiceGroup
              label={t('nav.language')}
              value={locale}
              onChange={(value) => onLocaleChange(value as Locale)}
              choices={LOCALES.map(({ id, name }) => ({
                value: id,
                // Each named in its own language, and read out in it.
                content: (
                  <span className={styles.itemText} lang={id}>
                    {name}
                  </span>
                ),
              }))}
            />
          ) : null}
          {(onThemeChange || onLocaleChange) && (onInstall || onSignOut) ? (
            <DropdownMenu.Separator className={styles.separator} />
          ) : null}
          {onInstall ? (
            <DropdownMenu.Item
              className={item}
              onSelect={() => {
                afterClose.current = onInstall
              }}
            >
              <DownloadIcon size={20} />
              <span className={styles.itemText}>{t('nav.install')}</span>
            </DropdownMenu.Item>
          ) : null}
          {onSignOut ? (
            <DropdownMenu.Item className={item} onSelect={onSignOut}>
              <LogoutIcon size={20} />
              <span className={styles.itemText}>{t('nav.logOut')}</span>
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** A labelled group of choices, one of them marked as chosen (the theme, the language). */
function ChoiceGroup({
  label,
  value,
  onChange,
  choices,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  choices: { value: string; content: ReactNode }[]
}) {
  const labelId = useId()
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={onChange} aria-labelledby={labelId}>
      <DropdownMenu.Label id={labelId} className={styles.label}>
        {label}
      </DropdownMenu.Label>
      {choices.map((choice) => (
        <DropdownMenu.RadioItem key={choice.value} value={choice.value} className={item}>
          {choice.content}
          <DropdownMenu.ItemIndicator className={indicator}>
            <CheckIcon size={18} />
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  )
}

/** An entry: its icon, its name, perhaps the mark of the one chosen. */
const item = cx(stack({ direction: 'row', align: 'center', gap: 'sm' }), styles.item)
const indicator = cx(stack({ direction: 'row', inline: true }), styles.indicator)
