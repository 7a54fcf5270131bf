import type { ThemeChoice } from '@photobooth/ui'
import { useCallback, useSyncExternalStore } from 'react'
import { readThemeChoice, saveThemeChoice, subscribeThemeChoice } from './theme-choice'

/** The theme chosen on this device, and the way to change it (every tab follows). */
export function useThemeChoice(storage: Storage): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeThemeChoice, () => readThemeChoice(storage))
  const choose = useCallback((next: ThemeChoice) => saveThemeChoice(storage, next), [storage])
  return [choice, choose]
}
