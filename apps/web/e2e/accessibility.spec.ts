import { expect, expectAccessible, onPostPage, open, signedIn, test } from './support'

test('guest pages have no accessibility violations', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/forgot-password', '/reset-password']) {
    await open(page, path)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  }
})

test('signed-in pages have no accessibility violations', async ({ page }) => {
  test.slow()
  await signedIn(page)
  for (const path of ['/', '/notifications', '/profile', '/create-post', '/edit-profile']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  }
  await page.goto('/')
  await page.getByRole('article').first().locator('a[href^="/post/"]').first().click()
  await onPostPage(page)
  await expect(page.getByRole('button', { name: /likes?$/ })).toBeVisible()
  await expectAccessible(page)
})

test('every form field has a label and every button a name', async ({ page }) => {
  await signedIn(page)
  for (const path of ['/edit-profile', '/create-post']) {
    await page.goto(path)
    await expect(page.getByRole('button').first()).toBeVisible()
    const unnamed = await page.evaluate(() => {
      const fields = [...document.querySelectorAll('input:not([type=hidden]), textarea, select')]
      const buttons = [...document.querySelectorAll('button, [role=button]')]
      const named = (element: Element) =>
        (element.getAttribute('aria-label') ?? '').trim() !== '' ||
        (element.getAttribute('aria-labelledby') ?? '') !== '' ||
        (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
          ? (element.labels?.length ?? 0) > 0
          : (element.textContent ?? '').trim() !== '')
      // What assistive technology is shown: not a form's stand-in hidden from it (a Radix
      // select's native <select>, aria-hidden and out of the tab order).
      const exposed = (element: Element) => !element.closest('[aria-hidden="true"]')
      return [...fields, ...buttons]
        .filter((element) => exposed(element) && !named(element))
        .map((element) => element.outerHTML.slice(0, 120))
    })
    expect(unnamed).toEqual([])
  }
})
