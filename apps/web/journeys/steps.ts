import {
  DEMO_ACCOUNT as DEMO,
  FRIEND_ACCOUNT as FRIEND,
} from '../../../packages/mocks/src/db/accounts.ts'
import { describeQuery, type Query } from './in-page.ts'
import { type JourneyPage, waitFor } from './page.ts'

/**
 * The journeys' vocabulary, over `JourneyPage`: what a user sees and does, with the waiting a
 * user does (every expectation waits for the page to get there).
 */

/** The seeded world's accounts, as the mock backend has them. */
export { DEMO, FRIEND }

export const role = (name: string, accessibleName?: string | RegExp, within?: Query): Query => ({
  role: name,
  ...(accessibleName === undefined ? {} : { name: accessibleName }),
  ...(within ? { within } : {}),
})
export const label = (text: string | RegExp, within?: Query): Query => ({
  label: text,
  ...(within ? { within } : {}),
})
export const text = (value: string | RegExp, within?: Query): Query => ({
  text: value,
  ...(within ? { within } : {}),
})
export const css = (selector: string, within?: Query): Query => ({
  css: selector,
  ...(within ? { within } : {}),
})

/** The main navigation (the side bar, or the bottom bar on a phone). */
export const nav = role('navigation', 'Main')

export async function see(page: JourneyPage, query: Query, timeout?: number) {
  await waitFor(
    `${describeQuery(query)} to be shown`,
    async () => (await page.count(query)) > 0,
    timeout,
  )
}

export async function notSee(page: JourneyPage, query: Query) {
  await waitFor(`${describeQuery(query)} to be gone`, async () => (await page.count(query)) === 0)
}

export async function atPath(page: JourneyPage, path: string | RegExp) {
  await waitFor(`the page at ${String(path)}`, async () => {
    const current = await page.path()
    return typeof path === 'string' ? current === path : path.test(current)
  })
}

/** Waits until `body` (run in the page) returns something truthy, and returns it. */
export function until<T>(page: JourneyPage, what: string, body: string, ...args: unknown[]) {
  return waitFor(what, () => page.run<T>(body, ...args))
}

export function check(condition: boolean, what: string) {
  if (!condition) throw new Error(`Expected ${what}`)
}

export async function signIn(page: JourneyPage, account = DEMO) {
  await page.goto('/login')
  await page.fill(label('Email'), account.email)
  await page.fill(label(/^Password$/), account.password)
  await page.click(role('button', 'Sign in'))
}

/** Signs in and waits for the feed. */
export async function signedIn(page: JourneyPage, account = DEMO) {
  await signIn(page, account)
  await atPath(page, '/')
  await see(page, role('article'))
}

/** Logs out with the side navigation's button, onto the sign-in page. */
export async function logOut(page: JourneyPage) {
  await page.click(role('button', 'Log out', nav))
  await atPath(page, '/login')
  await see(page, role('heading', 'Sign in'))
}

/**
 * The newest post with `caption` as a viewer downloads it: its photo's type, size, and bytes
 * (base64), read in the page from the API.
 */
export async function storedPhoto(page: JourneyPage, caption: string) {
  return page.run<{ type: string; width: number; height: number; base64: string }>(
    `
    const [caption] = arguments
    const posts = await (await fetch('/api/posts')).json()
    const post = posts.find((entry) => entry.caption === caption)
    if (!post) throw new Error('No post with that caption in the feed')
    const response = await fetch('/' + post.image)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const bitmap = await createImageBitmap(new Blob([bytes]))
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height, base64: btoa(binary) }
    `,
    caption,
  )
}
