import { DEMO, expect, holdAppCode, signedIn, test } from './support'

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' })

  test('gets a right-to-left page, from its first paint', async ({ page }) => {
    // The app's code held back: the page's head alone already sets the language and direction.
    const release = await holdAppCode(page)
    await page.goto('/', { waitUntil: 'commit' })
    const html = page.locator('html')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(page.locator('#root')).toBeEmpty()
    release()
    await page.unrouteAll({ behavior: 'wait' })
    await signedIn(page, DEMO)
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible()
  })
})

test('a language chosen in the app survives a reload, and every tab follows it', async ({
  page,
  context,
}) => {
  await signedIn(page, DEMO)
  // The install sheet's texts (the web app manifest) follow the language too.
  const manifest = page.locator('link[rel="manifest"]')
  await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest')
  const other = await context.newPage()
  await other.goto('/profile')
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Language' })
    .click()
  await page
    .getByRole('menu', { name: 'Language' })
    .getByRole('menuitemradio', { name: 'Español' })
    .click()
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(manifest).toHaveAttribute('href', '/manifest.es.webmanifest')
  // Chromium reads the one named now: what its install sheet shows is in Spanish.
  const cdp = await context.newCDPSession(page)
  await expect
    .poll(async () => {
      const { url, data } = await cdp.send('Page.getAppManifest')
      return [new URL(url).pathname, JSON.parse(data ?? '{}').shortcuts?.[0]?.name]
    })
    .toEqual(['/manifest.es.webmanifest', 'Nueva publicación'])
  await expect(other.getByRole('navigation', { name: 'Principal' })).toBeVisible()

  await page.reload()
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible()
  await expect(manifest).toHaveAttribute('href', '/manifest.es.webmanifest')
  expect(await page.evaluate(() => localStorage.getItem('PhotoBooth_language'))).toBe('es')
  await nav.getByRole('button', { name: 'Idioma' }).click()
  await expect(
    page.getByRole('menu', { name: 'Idioma' }).getByRole('menuitemradio', { name: 'Español' }),
  ).toBeChecked()
})

test('a guest chooses the language on the sign-in page, and it stays', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Español')
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByLabel('Correo electrónico')).toBeVisible()
  await page.getByRole('link', { name: 'Crear cuenta' }).click()
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('العربية')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'إنشاء حساب' })).toBeVisible()
})
