import { CLEAN_CONSOLE, DEMO, expect, holdAppCode, signedIn, test } from './support'

const LIGHT = 'rgb(250, 250, 250)'
const DARK = 'rgb(24, 25, 27)'

test('the theme chosen is remembered across a reload and painted before the app arrives', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signedIn(page, DEMO)
  const html = page.locator('html')
  await expect(html).toHaveCSS('background-color', LIGHT)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Theme' }).click()
  await page
    .getByRole('menu', { name: 'Theme' })
    .getByRole('menuitemradio', { name: 'Dark' })
    .click()
  await expect(html).toHaveCSS('background-color', DARK)
  await expect(html).toHaveCSS('color-scheme', 'dark')
  await expect(page.getByRole('article').first()).toBeVisible()

  // A reload with the app's code held back: the page's head alone already paints it dark.
  const release = await holdAppCode(page)
  await page.reload({ waitUntil: 'commit' })
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('#root')).toBeEmpty()
  await expect(html).toHaveCSS('background-color', DARK)
  release()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(html).toHaveCSS('background-color', DARK)
  await nav.getByRole('button', { name: 'Theme' }).click()
  await expect(
    page.getByRole('menu', { name: 'Theme' }).getByRole('menuitemradio', { name: 'Dark' }),
  ).toBeChecked()

  // Back to System: the system's preference again, and nothing left to remember.
  await page.getByRole('menuitemradio', { name: 'System' }).click()
  await expect(html).toHaveCSS('background-color', LIGHT)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveCSS('background-color', DARK)
  expect(await page.evaluate(() => window.localStorage.getItem('PhotoBooth_theme'))).toBeNull()
})

test('a theme chosen in one tab is taken up by the others', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signedIn(page, DEMO)
  const other = await context.newPage()
  await other.emulateMedia({ colorScheme: 'dark' })
  await other.goto('/profile')
  await expect(other.locator('html')).toHaveCSS('background-color', DARK)
  await page.getByRole('button', { name: 'Theme' }).click()
  await page.getByRole('menuitemradio', { name: 'Light' }).click()
  await expect(page.locator('html')).toHaveCSS('background-color', LIGHT)
  await expect(other.locator('html')).toHaveCSS('background-color', LIGHT)
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light')
})
