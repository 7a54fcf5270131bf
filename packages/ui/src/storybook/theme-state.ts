import { useState } from 'react'
import type { ThemeChoice } from '../provider/UiProvider'

/**
 * A navigation's theme held as the app holds it, for stories: the choice it reports (to the
 * story's `onThemeChange` spy too) comes back as its `theme`.
 */
export function useStoryTheme(args: {
  theme?: ThemeChoice | undefined
  onThemeChange?: ((theme: ThemeChoice) => void) | undefined
}) {
  const [theme, setTheme] = useState<ThemeChoice>(args.theme ?? 'system')
  return {
    theme,
    onThemeChange: (next: ThemeChoice) => {
      args.onThemeChange?.(next)
      setTheme(next)
    },
  }
}
