import { type MockBackend, overrides, type PostRecord, scenarios } from '@photobooth/mocks'
import { assetImageSource } from '@photobooth/mocks/browser'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DraftProvider } from '../drafts/DraftProvider'
import { createMemoryDraftStore, type DraftSeed, type DraftStore } from '../drafts/draft-store'
import { CreatePostScreen } from '../screens/CreatePostScreen/CreatePostScreen'
import { EditPostScreen } from '../screens/EditPostScreen/EditPostScreen'
import { EditProfileScreen } from '../screens/EditProfileScreen/EditProfileScreen'
import { PostDetailScreen } from '../screens/PostDetailScreen/PostDetailScreen'
import { photographFile } from '../storybook/story-photos'
import { storyWorld } from '../storybook/story-world'

/**
 * The forms that keep a draft — create post, edit post, a comment, edit profile — with the
 * signed-in user's draft store (here in memory): what they start from when a draft was kept
 * (after an expired session, a reload, a page left unsent), what they keep as the user types,
 * and when they forget it.
 */
interface DraftParameters {
  /** What the store holds when the story starts; `photo` is a prepared photo (a JPEG). */
  drafts?: (backend: MockBackend, photo: File) => DraftSeed
}

type Context = StoryContext

const stores = new WeakMap<object, DraftStore>()

/** The story's draft store, seeded from `parameters.drafts` over the story's world. */
function draftsOf(context: Context): DraftStore {
  const world = storyWorld(context)
  let store = stores.get(world)
  if (!store) {
    const seed = (context.parameters as DraftParameters).drafts
    store = createMemoryDraftStore(
      seed ? seed(world.backend, context.loaded.keptPhoto as File) : {},
    )
    stores.set(world, store)
  }
  return store
}

const meta = {
  title: 'Drafts/Forms',
  // Read from the bundled assets: loaders run before the world's handlers serve /uploads.
  loaders: [async () => ({ keptPhoto: await keptPhoto() })],
  decorators: [
    (Story, context) => (
      <DraftProvider store={draftsOf(context)}>
        <Story />
      </DraftProvider>
    ),
  ],
  // The draft the stories keep: what the user typed.
  parameters: { pseudoLocale: { storyContent: ['Golden hour at the pier, before the rain'] } },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** A photo as a form keeps it: prepared (here a 640×800 JPEG from the seeded world). */
async function keptPhoto(): Promise<File> {
  const bytes = await assetImageSource.load('photo-02.jpg')
  if (!bytes) throw new Error('No seeded photo photo-02.jpg')
  return new File([bytes.slice()], 'photo.jpg', { type: 'image/jpeg' })
}

const RESTORED = 'Your unsaved changes were restored.'
const CAPTION = 'Golden hour at the pier, before the rain'

/** The demo account's newest post (theirs to edit). */
function ownPost(backend: MockBackend): PostRecord {
  const [post] = scenarios.postsOf(backend, scenarios.demoUser(backend)._id)
  if (!post) throw new Error('The demo account has no post.')
  return post
}

/** The friend's newest post (the demo account comments on it). */
function friendsPost(backend: MockBackend): PostRecord {
  const [post] = scenarios.postsOf(backend, scenarios.friendUser(backend)._id)
  if (!post) throw new Error('The friend has no post.')
  return post
}

/** Ends the story's session as a server that dropped it: the next call finds it over. */
async function endTheSession(context: Context) {
  const { backend, tokens } = storyWorld(context)
  await backend.endSession({
    accessToken: tokens.getAccessToken(),
    refreshToken: tokens.getRefreshToken(),
  })
}

const cropArea = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('application', { name: 'Crop the photo' }, { timeout: 15_000 })

/** The size and type of the image the mock backend stored for a post. */
async function storedImage(backend: MockBackend, postId: string) {
  const upload = backend.db.uploads.get(backend.db.posts.get(postId)?.image ?? '')
  if (!upload) throw new Error(`No upload stored for post ${postId}`)
  const bitmap = await createImageBitmap(new Blob([upload.bytes.slice()]))
  return { type: upload.contentType, width: bitmap.width, height: bitmap.height }
}

// ---------------------------------------------------------------------------------------------
// Create post.

const createPost = {
  render: () => <CreatePostScreen onBack={fn()} onPostCreated={fn()} onContinueToFeed={fn()} />,
} satisfies Story

const keptNewPost: DraftParameters = {
  drafts: (_backend, photo) => ({ 'create-post': { values: { caption: CAPTION }, photo } }),
}

/** Back after an expired session: the caption and the photo as they were left, and a way
 * to start afresh. */
export const CreatePostRestored: Story = {
  ...createPost,
  parameters: keptNewPost,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESTORED)).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toHaveValue(CAPTION)
    await expect(await cropArea(canvas)).toBeVisible()
    await expect(canvas.getByLabelText('Change photo')).toBeEnabled()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The restored draft goes out as it was kept (the photo is not encoded a second time), and
 * is forgotten once posted. */
export const CreatePostSendsTheDraft: Story = {
  ...createPost,
  parameters: { ...keptNewPost, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    await cropArea(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await screen.findByRole('dialog', { name: 'Post Created!' }, { timeout: 10_000 })
    const { backend } = storyWorld(context)
    const [created] = scenarios.postsOf(backend, scenarios.demoUser(backend)._id)
    await expect(created?.caption).toBe(CAPTION)
    await expect(await storedImage(backend, created?._id ?? '')).toEqual({
      type: 'image/jpeg',
      width: 640,
      height: 800,
    })
    const drafts = draftsOf(context)
    await expect(drafts.read('create-post')).toBeUndefined()
    await expect(await drafts.readPhoto('create-post')).toBeUndefined()
  },
}

/** What is typed is kept at once; the photo as soon as it is prepared. */
export const CreatePostKeepsWhatIsTyped: Story = {
  ...createPost,
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const drafts = draftsOf(context)
    await expect(canvas.queryByText(RESTORED)).toBeNull()
    await userEvent.type(canvas.getByLabelText('Caption'), 'Market day')
    await waitFor(() => expect(drafts.read('create-post')).toEqual({ caption: 'Market day' }))
    await userEvent.upload(canvas.getByLabelText('Select from computer'), await photographFile())
    await cropArea(canvas)
    const kept = await waitFor(
      async () => {
        const photo = await drafts.readPhoto('create-post')
        if (!photo) throw new Error('No photo kept yet')
        return photo
      },
      { timeout: 10_000 },
    )
    // Kept as it would be sent: re-encoded, without the original's metadata.
    await expect(kept.type).toBe('image/webp')
    // Cleared by hand, the caption is not kept any more.
    await userEvent.clear(canvas.getByLabelText('Caption'))
    await waitFor(() => expect(drafts.read('create-post')).toBeUndefined())
  },
}

/** "Discard changes": the form as it was before the draft, the draft gone, the caption
 * focused. */
export const CreatePostDiscardsTheDraft: Story = {
  ...createPost,
  parameters: keptNewPost,
  play: async (context) => {
    const { canvas } = context
    await cropArea(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }))
    await expect(canvas.queryByText(RESTORED)).toBeNull()
    const caption = canvas.getByLabelText('Caption')
    await expect(caption).toHaveValue('')
    await expect(caption).toHaveFocus()
    await expect(canvas.getByText('Choose a photo to share')).toBeVisible()
    const drafts = draftsOf(context)
    await expect(drafts.read('create-post')).toBeUndefined()
    await expect(await drafts.readPhoto('create-post')).toBeUndefined()
  },
}

const SHARED_TEXT = 'Shared from the gallery'

/** A photo shared from another app while a post waits unsent, as the app opens the screen. */
const sharedOverTheDraft = {
  render: (_args, { loaded }) => (
    <CreatePostScreen
      onBack={fn()}
      onPostCreated={fn()}
      onContinueToFeed={fn()}
      shared={{ photo: loaded.keptPhoto as File, text: SHARED_TEXT }}
    />
  ),
  parameters: {
    ...keptNewPost,
    pseudoLocale: { storyContent: [CAPTION, SHARED_TEXT, 'photo.jpg'] },
  },
} satisfies Story

/** A share over an unsent post: the person is asked first, and told that using it replaces
 * the post's photo and caption; the post stays as it was kept meanwhile. */
export const CreatePostSharedOverTheDraft: Story = {
  ...sharedOverTheDraft,
  play: async (context) => {
    const { canvas } = context
    await expect(
      await canvas.findByText('Using it replaces the photo and caption of your unsent post.'),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Caption')).toBeNull()
    const drafts = draftsOf(context)
    await expect(drafts.read('create-post')).toEqual({ caption: CAPTION })
  },
}

/** "Discard" over an unsent post: the post exactly as it was kept, its photo and caption. */
export const CreatePostDiscardsTheShareOverTheDraft: Story = {
  ...sharedOverTheDraft,
  parameters: { ...sharedOverTheDraft.parameters, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard' }))
    await expect(canvas.getByLabelText('Caption')).toHaveValue(CAPTION)
    await expect(canvas.getByText(RESTORED)).toBeVisible()
    await cropArea(canvas)
    const drafts = draftsOf(context)
    await expect(drafts.read('create-post')).toEqual({ caption: CAPTION })
    await expect(await drafts.readPhoto('create-post')).toBe(context.loaded.keptPhoto)
  },
}

/** Used over an unsent post: its photo and caption are the shared ones, kept in the draft. */
export const CreatePostUsesTheShareOverTheDraft: Story = {
  ...sharedOverTheDraft,
  parameters: { ...sharedOverTheDraft.parameters, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    await userEvent.click(await canvas.findByRole('button', { name: 'Use this photo' }))
    await cropArea(canvas)
    await expect(canvas.getByLabelText('Caption')).toHaveValue(SHARED_TEXT)
    const drafts = draftsOf(context)
    await waitFor(() => expect(drafts.read('create-post')).toEqual({ caption: SHARED_TEXT }))
  },
}

/** The session runs out as the post is sent: no failure message (the app takes the user to
 * sign in again and says why), and the draft waits for their return. */
export const CreatePostWhenTheSessionExpired: Story = {
  ...createPost,
  parameters: { ...keptNewPost, screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/refresh-token', 400, 'post')),
  play: async (context) => {
    const { canvas } = context
    await cropArea(canvas)
    await endTheSession(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(await canvas.findByRole('button', { name: 'Posting...' })).toBeDisabled()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled(), {
      timeout: 10_000,
    })
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.queryByText('Post Created!')).toBeNull()
    const drafts = draftsOf(context)
    await expect(drafts.read('create-post')).toEqual({ caption: CAPTION })
    await expect(await drafts.readPhoto('create-post')).toBeDefined()
  },
}

/** A kept "photo" that is not one (storage damaged): the form starts without it, says
 * nothing of it, and forgets it. The caption still comes back. */
export const CreatePostIgnoresAnUnreadablePhoto: Story = {
  ...createPost,
  parameters: {
    screenshot: false,
    drafts: () => ({
      'create-post': {
        values: { caption: CAPTION },
        photo: new Blob(['not a photo'], { type: 'image/webp' }),
      },
    }),
  },
  play: async (context) => {
    const { canvas } = context
    const drafts = draftsOf(context)
    await waitFor(async () => expect(await drafts.readPhoto('create-post')).toBeUndefined(), {
      timeout: 10_000,
    })
    await expect(canvas.getByLabelText('Caption')).toHaveValue(CAPTION)
    await expect(canvas.getByText('Choose a photo to share')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

// ---------------------------------------------------------------------------------------------
// Edit post.

const editPost = {
  render: (_args, context) => (
    <EditPostScreen
      postId={ownPost(storyWorld(context).backend)._id}
      onLoadFailed={fn()}
      onPostUpdated={fn()}
    />
  ),
} satisfies Story

const keptEdit: DraftParameters = {
  drafts: (backend) => ({
    [`edit-post:${ownPost(backend)._id}`]: { values: { caption: CAPTION } },
  }),
}

/** The caption as the user left it, over the post's own. */
export const EditPostRestored: Story = {
  ...editPost,
  parameters: keptEdit,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Caption')).toHaveValue(CAPTION)
    await expect(canvas.getByText(RESTORED)).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Your post as it is now' })).toBeVisible()
  },
}

/** Saved: the draft is forgotten. */
export const EditPostSendsTheDraft: Story = {
  ...editPost,
  parameters: { ...keptEdit, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const post = ownPost(storyWorld(context).backend)
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Post' }))
    await expect(await canvas.findByText('Post Updated Successfully!')).toBeVisible()
    await expect(storyWorld(context).backend.db.posts.get(post._id)?.caption).toBe(CAPTION)
    await expect(draftsOf(context).read(`edit-post:${post._id}`)).toBeUndefined()
  },
}

/** Discarded: back to the post's caption. */
export const EditPostDiscardsTheDraft: Story = {
  ...editPost,
  parameters: { ...keptEdit, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const post = ownPost(storyWorld(context).backend)
    await userEvent.click(await canvas.findByRole('button', { name: 'Discard changes' }))
    await expect(canvas.getByLabelText('Caption')).toHaveValue(post.caption)
    await expect(canvas.getByLabelText('Caption')).toHaveFocus()
    await expect(draftsOf(context).read(`edit-post:${post._id}`)).toBeUndefined()
  },
}

/** The session runs out as the edit is saved: no "Failed to update post", the draft kept. */
export const EditPostWhenTheSessionExpired: Story = {
  ...editPost,
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/refresh-token', 400, 'post')),
  play: async (context) => {
    const { canvas } = context
    const post = ownPost(storyWorld(context).backend)
    const caption = await canvas.findByLabelText('Caption')
    await userEvent.clear(caption)
    await userEvent.type(caption, 'A better caption')
    await endTheSession(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(await canvas.findByRole('button', { name: 'Updating Post...' })).toBeDisabled()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update Post' })).toBeEnabled())
    await expect(canvas.queryByText('Post Updated Successfully!')).toBeNull()
    await expect(screen.queryByText('Failed to update post')).toBeNull()
    await expect(draftsOf(context).read(`edit-post:${post._id}`)).toEqual({
      caption: 'A better caption',
    })
  },
}

// ---------------------------------------------------------------------------------------------
// A comment.

const postDetail = {
  render: (_args, context) => (
    <PostDetailScreen
      postId={friendsPost(storyWorld(context).backend)._id}
      onLoadFailed={fn()}
      onPostDeleted={fn()}
    />
  ),
} satisfies Story

const keptComment: DraftParameters = {
  drafts: (backend) => ({
    [`comment:${friendsPost(backend)._id}`]: { values: { text: 'Where was this taken?' } },
  }),
}

/** The comment the user had not sent is in the field again, ready to send. */
export const CommentRestored: Story = {
  ...postDetail,
  parameters: keptComment,
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Add a comment…' })
    await expect(input).toHaveValue('Where was this taken?')
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled()
  },
}

/** Typed is kept; sent is forgotten. */
export const CommentSendsTheDraft: Story = {
  ...postDetail,
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const key = `comment:${friendsPost(storyWorld(context).backend)._id}`
    const drafts = draftsOf(context)
    const input = await canvas.findByRole('textbox', { name: 'Add a comment…' })
    await userEvent.type(input, 'Lovely light')
    // Kept once the last keystroke's render has settled.
    await waitFor(() => expect(drafts.read(key)).toEqual({ text: 'Lovely light' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(input).toHaveValue(''))
    await waitFor(() => expect(drafts.read(key)).toBeUndefined())
  },
}

/** The session runs out as the comment is sent: no "Failed to post comment", the text kept. */
export const CommentWhenTheSessionExpired: Story = {
  ...postDetail,
  parameters: { ...keptComment, screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/refresh-token', 400, 'post')),
  play: async (context) => {
    const { canvas } = context
    const key = `comment:${friendsPost(storyWorld(context).backend)._id}`
    const input = await canvas.findByRole('textbox', { name: 'Add a comment…' })
    await endTheSession(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled())
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled())
    await expect(input).toHaveValue('Where was this taken?')
    await expect(canvas.queryByText('Where was this taken?', { selector: 'li *' })).toBeNull()
    await expect(screen.queryByText('Failed to post comment')).toBeNull()
    await expect(draftsOf(context).read(key)).toEqual({ text: 'Where was this taken?' })
  },
}

// ---------------------------------------------------------------------------------------------
// Edit profile.

const editProfile = {
  render: () => <EditProfileScreen onProfileUpdated={fn()} onSignedOut={fn()} />,
} satisfies Story

const keptProfile: DraftParameters = {
  drafts: () => ({
    'edit-profile': {
      values: {
        website: 'https://jamie.example',
        bio: 'Chasing light on weekends.',
        gender: 'other',
      },
    },
  }),
}

/** The profile's fields as the user left them; the password fields empty (never kept). */
export const EditProfileRestored: Story = {
  ...editProfile,
  parameters: keptProfile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Website')).toHaveValue('https://jamie.example')
    await expect(canvas.getByLabelText('Bio')).toHaveValue('Chasing light on weekends.')
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Other')
    await expect(canvas.getByText(RESTORED)).toBeVisible()
    await expect(canvas.getByLabelText('Current password')).toHaveValue('')
  },
}

/** Saved: the draft is forgotten, and later typing is measured against what was saved. */
export const EditProfileSendsTheDraft: Story = {
  ...editProfile,
  parameters: { ...keptProfile, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit All Changes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Profile Updated' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(canvas.queryByText(RESTORED)).toBeNull()
    const drafts = draftsOf(context)
    await expect(drafts.read('edit-profile')).toBeUndefined()
    await userEvent.type(canvas.getByLabelText('Bio'), ' And mornings.')
    await waitFor(() =>
      expect(drafts.read('edit-profile')).toEqual({
        website: 'https://jamie.example',
        bio: 'Chasing light on weekends. And mornings.',
        gender: 'other',
      }),
    )
  },
}

/** Passwords are never written to a draft, whatever is typed. */
export const EditProfileKeepsNoPasswords: Story = {
  ...editProfile,
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const bio = await canvas.findByLabelText('Bio')
    await userEvent.clear(bio)
    await userEvent.type(bio, 'New here.')
    await userEvent.type(canvas.getByLabelText('Current password'), 'demo1234')
    await userEvent.type(canvas.getByLabelText('New password'), 'Sunny-Day-42')
    const kept = draftsOf(context).read('edit-profile')
    await expect(kept?.bio).toBe('New here.')
    await expect(JSON.stringify(kept)).not.toContain('demo1234')
    await expect(JSON.stringify(kept)).not.toContain('Sunny-Day-42')
  },
}

/** Discarded: the profile as saved, the draft gone; passwords typed meanwhile stay. */
export const EditProfileDiscardsTheDraft: Story = {
  ...editProfile,
  parameters: { ...keptProfile, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const { user } = storyWorld(context).session ?? {}
    await userEvent.type(await canvas.findByLabelText('Current password'), 'demo1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }))
    await expect(canvas.getByLabelText('Website')).toHaveValue(user?.website ?? '')
    await expect(canvas.getByLabelText('Website')).toHaveFocus()
    await expect(canvas.getByLabelText('Bio')).toHaveValue(user?.bio ?? '')
    await expect(canvas.getByLabelText('Current password')).toHaveValue('demo1234')
    await expect(draftsOf(context).read('edit-profile')).toBeUndefined()
  },
}
