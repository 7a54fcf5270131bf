import type { Page } from '@playwright/test'
import type { FaultOptions, FaultRecord } from '../../../test-support/fault-proxy.ts'
import { FAULT_API, FAULT_PROXY } from './ports'
import { expect, signIn } from './support'

// The bad phone network of faulty-network.spec.ts: the app on FAULTY_APP talks to the mock API
// through the fault proxy (test-support/fault-proxy.ts). The faults are the proxy's, one setting for
// every test of the run: the specs that set them run serially. What the server really got is
// read from the mock API directly (FAULT_API), around the proxy.

export type { FaultOptions, FaultRecord }

/** No faults at all: every request goes through, at once. */
export const NO_FAULTS: FaultOptions = {
  seed: 1,
  gateway: 0,
  cutBefore: 0,
  cutAfter: 0,
  delayMs: [0, 0],
}

/** Sets the proxy's faults; its draws start again from the seed, and its log is emptied. */
export async function setFaults(options: FaultOptions): Promise<void> {
  const answer = await fetch(`${FAULT_PROXY}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(options),
  })
  if (!answer.ok) {
    throw new Error(`The fault proxy refused ${JSON.stringify(options)}: ${await answer.text()}`)
  }
}

/** What befell each request through the proxy since the faults were last set. */
export async function faultLog(): Promise<FaultRecord[]> {
  const answer = await fetch(`${FAULT_PROXY}/__faults/log`)
  expect(answer.ok).toBe(true)
  return (await answer.json()) as FaultRecord[]
}

/** A comment as the mock API stores it (the contract's populated comment). */
export interface StoredComment {
  _id: string
  postId: string
  userId: string
  text: string
  createdAt: string
}

/** A post as the mock API stores it, with its comments. */
export interface StoredPost {
  _id: string
  userId: string
  caption: string
  image: string
  likes: { _id: string }[]
  likesCount: number
  comments: StoredComment[]
  commentsCount: number
}

async function readApi<Body>(path: string): Promise<Body | undefined> {
  const answer = await fetch(`${FAULT_API}/api${path}`)
  if (answer.status === 404) return undefined
  if (!answer.ok) throw new Error(`GET ${FAULT_API}/api${path}: ${answer.status}`)
  return (await answer.json()) as Body
}

/** The mock API's own records, read directly (never through the proxy, never faulted). */
export const readDatabase = {
  /** A user's posts (the API's order: unsorted), or undefined when there is no such user. */
  async postsOf(userId: string): Promise<StoredPost[] | undefined> {
    return (await readApi<{ posts: StoredPost[] }>(`/posts/user/${userId}`))?.posts
  },
  /** A post with its comments and likes, or undefined when there is none. */
  postById(id: string): Promise<StoredPost | undefined> {
    return readApi<StoredPost>(`/posts/${id}`)
  },
  /** The comments on a post (none when the post is gone). */
  async commentsOn(postId: string): Promise<StoredComment[]> {
    return (await readApi<StoredPost>(`/posts/${postId}`))?.comments ?? []
  },
}

export interface Account {
  id: string
  name: string
  email: string
  password: string
}

/**
 * A fresh account for the test: signed up on the mock API directly (no faults can touch it),
 * then signed in through the app on the page's base URL (FAULTY_APP), through the proxy with
 * no faults — set them after it. Resolves on the feed.
 */
export async function signUp(page: Page, name = 'Sam Signal'): Promise<Account> {
  // A test that failed may have left its faults behind.
  await setFaults(NO_FAULTS)
  const unique = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique}@example.com`
  const password = 'photobooth'
  const answer = await fetch(`${FAULT_API}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  })
  expect(answer.status, await answer.clone().text()).toBe(201)
  const { user } = (await answer.json()) as { user: { _id: string } }
  await signIn(page, { email, password })
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('article').first()).toBeVisible()
  return { id: user._id, name, email, password }
}

/**
 * A PNG of `width`×`height` random pixels from `seed`, drawn in the page: two seeds give two
 * photos that stay apart in size once the app has prepared them.
 */
export async function noisyPng(
  page: Page,
  seed: number,
  [width, height] = [96, 64],
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const bytes = await page.evaluate(
    async ({ seed, width, height }) => {
      let state = seed >>> 0
      const next = () => {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0
        return state >>> 24
      }
      const canvas = new OffscreenCanvas(width, height)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      const image = ctx.createImageData(width, height)
      for (let i = 0; i < image.data.length; i += 4) {
        image.data.set([next(), next(), next(), 255], i)
      }
      ctx.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/png' })
      return [...new Uint8Array(await blob.arrayBuffer())]
    },
    { seed, width, height },
  )
  return { name: `noise-${seed}.png`, mimeType: 'image/png', buffer: Buffer.from(bytes) }
}
