import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every screen is found the same way (README, "Finding a screen"): its folder holds the
 * connected screen (`XScreen.tsx`, its data from `@photobooth/api-client`), the view it draws
 * (`XView.tsx`), the view's stories (under `Views/`, which render from props alone) and the
 * screen's stories (over the mock world).
 */
const ui = fileURLToPath(new URL('../packages/ui/src', import.meta.url))

const screenFolders = ['screens', 'auth'].flatMap((area) =>
  readdirSync(join(ui, area), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.endsWith('Screen'))
    .map((entry) => ({ area, name: entry.name.replace(/Screen$/, '') })),
)

describe('screen folders', () => {
  it('finds the screens', () => {
    expect(screenFolders.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Feed', 'PostDetail', 'Profile', 'Login', 'Notifications']),
    )
  })

  it.each(screenFolders)(
    '$area/$name: screen, view, view stories, screen stories',
    ({ area, name }) => {
      const folder = join(ui, area, `${name}Screen`)
      const file = (suffix: string) => join(folder, `${name}${suffix}`)
      for (const suffix of ['Screen.tsx', 'View.tsx', 'View.stories.tsx', 'Screen.stories.tsx']) {
        expect(existsSync(file(suffix)), `${name}${suffix}`).toBe(true)
      }
      expect(readFileSync(file('View.stories.tsx'), 'utf8')).toMatch(/title: 'Views\//)
      expect(readFileSync(file('Screen.stories.tsx'), 'utf8')).not.toMatch(/title: 'Views\//)
      expect(readFileSync(file('Screen.tsx'), 'utf8')).toMatch(/from '@photobooth\/api-client'/)
    },
  )
})
