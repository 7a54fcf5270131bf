import { DEMO_ACCOUNT, overrides } from '@photobooth/mocks'
import { API, failure, pngFile, setupBackendHarness } from '@photobooth/mocks/testing'
import { describe, expect, it, vi } from 'vitest'
import { MessageSchema } from '../contract/message'
import { createPost } from '../posts/create-post'
import { updatePost } from '../posts/update-post'
import { fakeXhr, type SentRequest } from '../test/fake-xhr'
import { getMe } from '../users/get-me'
import { updateAvatar } from '../users/update-avatar'
import { createApiClient, type UploadProgress } from './create-api-client'
import { createMemoryTokenStore } from './memory-token-store'

const h = setupBackendHarness()

/** A client signed in as the demo user that uploads through a fake XHR. */
function uploader(options: { fetch?: typeof fetch } = {}) {
  const xhr = fakeXhr()
  const tokens = createMemoryTokenStore(h.backend.signIn(DEMO_ACCOUNT.email))
  const fetchImpl = options.fetch ?? fetch
  let refreshes = 0
  const client = createApiClient({
    baseUrl: API,
    tokens,
    XMLHttpRequest: xhr.XMLHttpRequest,
    fetch: (input, init) => {
      if (String(input).endsWith('/api/auth/refresh-token')) refreshes++
      return fetchImpl(input, init)
    },
  })
  return { client, tokens, xhr, refreshCalls: () => refreshes }
}

/** A callback that records every progress report. */
function recorder() {
  const events: UploadProgress[] = []
  return { events, onUploadProgress: (progress: UploadProgress) => events.push(progress) }
}

/** The names of the fields a request sent as multipart. */
function formFields(request: SentRequest | undefined): string[] {
  return request?.body instanceof FormData ? [...request.body.keys()] : []
}

const photo = () => pngFile('photo.png', 100_000)
const postCount = () => h.backend.db.posts.size

/** The mock's access tokens expire: every request then meets 401 TOKEN_EXPIRED. */
function expireAccessTokens() {
  h.backend.clock.advance(2 * 60_000 + 1)
}

describe('uploads with onUploadProgress', () => {
  it('go through XHR with the usual headers and report progress from 0 to the whole body', async () => {
    const { client, tokens, xhr } = uploader()
    const progress = recorder()
    const created = await createPost(client, { caption: 'Sunset', image: photo(), ...progress })

    expect(created.post?.caption).toBe('Sunset')
    expect(xhr.sent).toHaveLength(1)
    expect(xhr.sent[0]).toMatchObject({
      method: 'POST',
      url: `${API}/api/posts`,
      headers: { Accept: 'application/json', Authorization: `Bearer ${tokens.getAccessToken()}` },
    })
    const { events } = progress
    const total = events[0]?.total ?? 0
    expect(total).toBeGreaterThan(100_000)
    expect(events[0]).toEqual({ loaded: 0, total })
    expect(events.at(-1)).toEqual({ loaded: total, total })
    for (const [index, event] of events.entries()) {
      expect(event.total).toBe(total)
      if (index > 0) expect(event.loaded).toBeGreaterThan(events[index - 1]?.loaded ?? 0)
    }
  })

  it('put only the content in the form, never the callback or the signal', async () => {
    const { client, xhr } = uploader()
    await createPost(client, {
      caption: 'Only fields',
      image: photo(),
      signal: new AbortController().signal,
      ...recorder(),
    })
    expect(formFields(xhr.sent[0])).toEqual(['caption', 'image'])
  })

  it('serve updatePost and updateAvatar too; the follow-up GET goes through fetch', async () => {
    const { client, xhr } = uploader()
    const { id } = await createPost(client, { caption: 'First', image: photo() })
    expect(xhr.sent).toHaveLength(0)

    const edit = recorder()
    const updated = await updatePost(client, { postId: id, caption: 'Second', ...edit })
    expect(updated.post?.caption).toBe('Second')
    expect(formFields(xhr.sent[0])).toEqual(['caption'])
    expect(edit.events.at(-1)?.loaded).toBe(edit.events[0]?.total)

    const avatar = recorder()
    const answer = await updateAvatar(client, photo(), avatar)
    expect(answer.user.avatar).toMatch(/^uploads\//)
    expect(xhr.sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      `PATCH ${API}/api/posts/${id}`,
      `PATCH ${API}/api/users/me/avatar`,
    ])
    expect(avatar.events.at(-1)?.loaded).toBe(avatar.events[0]?.total)
  })

  it('use fetch, without progress, where there is no XMLHttpRequest (Node)', async () => {
    const client = createApiClient({
      baseUrl: API,
      tokens: createMemoryTokenStore(h.backend.signIn(DEMO_ACCOUNT.email)),
    })
    const progress = recorder()
    const created = await createPost(client, { caption: 'Fetch', image: photo(), ...progress })
    expect(created.post?.caption).toBe('Fetch')
    expect(progress.events).toEqual([])
  })
})

describe('upload answers are read like fetch answers', () => {
  it('a 4xx carries the server message', async () => {
    const { client } = uploader()
    const error = await failure(createPost(client, { caption: 'No image', ...recorder() }))
    expect([error.status, error.serverMessage]).toEqual([400, 'Image is required'])
  })

  it('an HTML 404 is a plain Not found', async () => {
    const { client } = uploader()
    const form = new FormData()
    form.append('caption', 'Lost')
    const error = await failure(
      client.request({
        method: 'POST',
        path: '/nowhere',
        form,
        schema: MessageSchema,
        ...recorder(),
      }),
    )
    expect([error.status, error.message, error.serverMessage]).toEqual([
      404,
      'Not found',
      undefined,
    ])
  })

  it('a non-JSON 200 is INVALID_RESPONSE', async () => {
    h.server.use(overrides.malformedJson('/posts', 'post'))
    const { client } = uploader()
    const error = await failure(createPost(client, { caption: 'x', image: photo(), ...recorder() }))
    expect([error.status, error.code]).toEqual([200, 'INVALID_RESPONSE'])
  })

  it('a network failure is status 0, NETWORK_ERROR', async () => {
    h.server.use(overrides.offline('/posts'))
    const { client } = uploader()
    const error = await failure(createPost(client, { caption: 'x', image: photo(), ...recorder() }))
    expect([error.status, error.code]).toEqual([0, 'NETWORK_ERROR'])
  })
})

describe('cancelling an upload', () => {
  it('with an already aborted signal sends nothing', async () => {
    const { client, xhr } = uploader()
    const before = postCount()
    const error = await failure(
      createPost(client, {
        caption: 'Never',
        image: photo(),
        signal: AbortSignal.abort(),
        ...recorder(),
      }),
    )
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'ABORTED',
      'The request was cancelled.',
    ])
    expect(xhr.sent).toHaveLength(0)
    expect(postCount()).toBe(before)
  })

  it.each([0, 2])(
    'from progress report %i stops the upload: nothing reaches the server',
    async (at) => {
      const { client, xhr } = uploader()
      const before = postCount()
      const controller = new AbortController()
      const events: UploadProgress[] = []
      const error = await failure(
        createPost(client, {
          caption: 'Cancelled',
          image: photo(),
          signal: controller.signal,
          onUploadProgress: (progress) => {
            events.push(progress)
            if (events.length === at + 1) controller.abort()
          },
        }),
      )
      expect([error.status, error.code]).toEqual([0, 'ABORTED'])
      expect(events).toHaveLength(at + 1)
      expect(xhr.delivered).toHaveLength(0)
      expect(postCount()).toBe(before)
    },
  )
})

describe('a 401 during an upload', () => {
  it('refreshes once, then sends the same form again with the new token', async () => {
    const { client, tokens, xhr, refreshCalls } = uploader()
    const expired = tokens.getAccessToken()
    expireAccessTokens()
    const progress = recorder()
    const created = await createPost(client, { caption: 'Retried', image: photo(), ...progress })

    expect(created.post?.caption).toBe('Retried')
    expect(refreshCalls()).toBe(1)
    expect(xhr.sent).toHaveLength(2)
    const [first, retry] = xhr.sent
    expect(retry?.body).toBe(first?.body)
    expect(first?.headers.Authorization).toBe(`Bearer ${expired}`)
    expect(retry?.headers.Authorization).toBe(`Bearer ${tokens.getAccessToken()}`)
    expect(tokens.getAccessToken()).not.toBe(expired)
    // The progress starts over for the retry and ends with the whole body.
    const total = progress.events[0]?.total
    expect(progress.events.filter((event) => event.loaded === 0)).toHaveLength(2)
    expect(progress.events.at(-1)).toEqual({ loaded: total, total })
  })

  it('shares one refresh between concurrent uploads and other requests', async () => {
    const { client, xhr, refreshCalls } = uploader()
    const before = postCount()
    expireAccessTokens()
    await Promise.all([
      ...['One', 'Two', 'Three'].map((caption) =>
        createPost(client, { caption, image: photo(), ...recorder() }),
      ),
      getMe(client),
      getMe(client),
    ])
    expect(refreshCalls()).toBe(1)
    expect(xhr.sent).toHaveLength(6)
    expect(postCount()).toBe(before + 3)
  })

  it('can be cancelled while it waits for the refresh, which still completes', async () => {
    let releaseRefresh = () => {}
    const refreshHeld = new Promise<void>((resolve) => {
      releaseRefresh = resolve
    })
    const { client, tokens, xhr, refreshCalls } = uploader({
      fetch: async (input, init) => {
        if (String(input).endsWith('/api/auth/refresh-token')) await refreshHeld
        return fetch(input, init)
      },
    })
    const expired = tokens.getAccessToken()
    expireAccessTokens()
    const controller = new AbortController()
    const upload = createPost(client, {
      caption: 'Waiting',
      image: photo(),
      signal: controller.signal,
      ...recorder(),
    })
    await vi.waitFor(() => expect(refreshCalls()).toBe(1))
    controller.abort()
    expect((await failure(upload)).code).toBe('ABORTED')

    releaseRefresh()
    await vi.waitFor(() => expect(tokens.getAccessToken()).not.toBe(expired))
    expect(xhr.sent).toHaveLength(1)
  })
})
