import type { MessageId } from '../../i18n/messages/en'
import { MonitorIcon, MoonIcon, SunIcon } from '../../icons/menu-icons'
import type { ThemeChoice } from '../../provider/UiProvider'

/** The themes on offer, in the order the menu lists them, each with its icon. */
export const THEME_CHOICES = [
  { value: 'system', label: 'nav.theme.system', icon: MonitorIcon },
  { value: 'light', label: 'nav.theme.light', icon: SunIcon },
  { value: 'dark', label: 'nav.theme.dark', icon: MoonIcon },
] as const satisfies readonly { value: ThemeChoice; label: MessageId; icon: unknown }[]

/** The icon of a theme choice (a trigger shows the one in force). */
export function ThemeIcon({ choice, size }: { choice: ThemeChoice; size: number }) {
  const Icon = (THEME_CHOICES.find((option) => option.value === choice) ?? THEME_CHOICES[0]).icon
  return <Icon size={size} />
}
