import { DEMO_ACCOUNT, SEED_POST_COUNT } from '@photobooth/mocks'
import { pngFile, setupBackendHarness } from '@photobooth/mocks/testing'
import { describe, expect, it } from 'vitest'
import { isValidPost, type PostEntry } from '../contract/post'
import { createPost } from './create-post'
import { getFeedPage, hasReachedEnd, mergeFeedPages } from './get-feed'

const h = setupBackendHarness()

const ids = (entries: PostEntry[]) => entries.filter(isValidPost).map((post) => post._id)

describe('signed-in feed paging', () => {
  it('reaches the end on the first page shorter than 10, with every post once', async () => {
    const { client } = h.as(DEMO_ACCOUNT.email)
    const pages: PostEntry[][] = []
    while (!hasReachedEnd(pages)) pages.push(await getFeedPage(client, pages.length + 1))
    expect(pages).toHaveLength(Math.floor(SEED_POST_COUNT / 10) + 1)
    expect(pages.at(-1)).toEqual([])
    expect(new Set(ids(mergeFeedPages(pages))).size).toBe(SEED_POST_COUNT)
  })

  it('merges pages without duplicates when a new post shifts them', async () => {
    const { client } = h.as(DEMO_ACCOUNT.email)
    const first = await getFeedPage(client, 1)
    // Someone posts while the user reads page 1: page 2 now starts with page 1's last post.
    await createPost(client, { caption: 'Fresh', image: pngFile() })
    const second = await getFeedPage(client, 2)
    expect(ids(second)[0]).toBe(ids(first).at(-1))
    const merged = ids(mergeFeedPages([first, second]))
    expect(merged).toHaveLength(19)
    expect(new Set(merged).size).toBe(19)
  })
})

describe('mergeFeedPages and hasReachedEnd', () => {
  const post = (id: string) => ({ _id: id }) as PostEntry
  const invalid: PostEntry = { invalid: true, problem: '_id: missing' }

  it('keeps order and first copies, and keeps invalid entries', () => {
    const merged = mergeFeedPages([
      [post('a'), invalid, post('b')],
      [post('b'), post('c'), invalid],
    ])
    expect(merged).toEqual([post('a'), invalid, post('b'), post('c'), invalid])
  })

  it('needs a page to know the end, and a short one to reach it', () => {
    expect(hasReachedEnd(undefined)).toBe(false)
    expect(hasReachedEnd([])).toBe(false)
    expect(hasReachedEnd([Array.from({ length: 10 }, (_, i) => post(String(i)))])).toBe(false)
    expect(hasReachedEnd([[post('a')]])).toBe(true)
  })
})
