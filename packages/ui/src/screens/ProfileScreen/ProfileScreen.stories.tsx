import { useUserPosts } from '@photobooth/api-client'
import {
  DEMO_ACCOUNT,
  FRIEND_ACCOUNT,
  type MockBackend,
  overrides,
  scenarios,
} from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyWorld } from '../../storybook/story-world'
import { ProfileScreen } from './ProfileScreen'

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  // The states are pictured with blank photos: Default pictures them (see .storybook/vitest.setup.ts).
  parameters: { screenshot: { photos: false } },
} satisfies Meta<typeof ProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

const USER_POSTS = '/posts/user/:userId'
const NO_LOCAL_PART = '@photobooth.app'

/** Renders the profile of the user `pick` finds in the story's world. */
function profileOf(pick: (backend: MockBackend) => { _id: string }) {
  return (_args: object, context: StoryContext) => (
    <ProfileScreen profileId={pick(storyWorld(context).backend)._id} />
  )
}

/** Keeps only the newest `count` of the demo account's posts. */
function demoKeepsPosts(backend: MockBackend, count: number) {
  const demo = scenarios.demoUser(backend)
  for (const post of scenarios.postsOf(backend, demo._id).slice(count)) {
    backend.db.posts.delete(post._id)
  }
}

/** The statistics line as read: "6 posts", "0 followers", "0 following". */
async function statsOf(canvas: ReturnType<typeof within>) {
  const list = await canvas.findByRole('list', { name: 'Profile statistics' })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

export const Default: Story = {
  parameters: { screenshot: true },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const demo = scenarios.demoUser(backend)
    await expect(await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
    await expect(canvas.getByText('demo')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
    await expect(await statsOf(canvas)).toEqual(['6 posts', '0 followers', '0 following'])
    await expect(canvas.getByText(demo.bio)).toBeVisible()
    const website = canvas.getByRole('link', { name: 'jamie.example.com' })
    await expect(website).toHaveAttribute('href', 'https://jamie.example.com/')
    await expect(website).toHaveAttribute('target', '_blank')
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    const grid = canvas.getByRole('list', { name: `Posts by ${DEMO_ACCOUNT.name}` })
    const tiles = within(grid).getAllByRole('link')
    // Newest first, like the feed, though the server answers them unsorted.
    await expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(
      scenarios.postsOf(backend, demo._id).map((post) => `/post/${post._id}`),
    )
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3)
  },
}

export const OwnProfileById: Story = {
  parameters: { screenshot: false },
  render: profileOf(scenarios.demoUser),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
  },
}

export const OtherProfile: Story = {
  render: profileOf(scenarios.friendUser),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: FRIEND_ACCOUNT.name })).toBeVisible()
    await expect(canvas.getByText('riley')).toBeVisible()
    await expect(await statsOf(canvas)).toEqual(['8 posts', '0 followers', '0 following'])
    await expect(canvas.queryByRole('link', { name: 'Edit profile' })).toBeNull()
    await expect(
      within(canvas.getByRole('list', { name: `Posts by ${FRIEND_ACCOUNT.name}` })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(8)
  },
}

export const OnePost: Story = {
  parameters: { world: (backend: MockBackend) => demoKeepsPosts(backend, 1) },
  play: async ({ canvas }) => {
    await expect(await statsOf(canvas)).toEqual(['1 post', '0 followers', '0 following'])
  },
}

export const NoPosts: Story = {
  render: profileOf(scenarios.userWithoutPosts),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No posts yet.')).toBeVisible()
    await expect(await statsOf(canvas)).toEqual(['0 posts', '0 followers', '0 following'])
    // Someone else's empty profile offers no way to post for them.
    await expect(canvas.queryByRole('link', { name: 'Share your first photo' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Edit profile' })).toBeNull()
  },
}

export const OwnProfileWithoutPosts: Story = {
  parameters: { world: (backend: MockBackend) => demoKeepsPosts(backend, 0) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No posts yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Share your first photo' })).toHaveAttribute(
      'href',
      '/create-post',
    )
  },
}

export const NotFound: Story = {
  args: { profileId: 'no-such-user' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Profile not found.')
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

export const ServerError: Story = {
  // Its last picture is the recovered profile, Default's.
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing(USER_POSTS, 500)),
  play: async (context) => {
    const { canvas, msw } = context
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load profile data.')
    // The server recovers: Retry loads the profile.
    msw.use(...storyWorld(context).backend.handlers)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.offline(USER_POSTS)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load profile data.')
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

/** The profile with a way to refresh its data from outside, as a window focus would. */
function WithRefresh({ userId }: { userId: string }) {
  const { mutate } = useUserPosts(userId)
  return (
    <>
      <ProfileScreen />
      <button type="button" onClick={() => void mutate()}>
        Refresh in the background
      </button>
    </>
  )
}

export const RefreshFailsKeepsTheProfile: Story = {
  // The story's own button that refreshes.
  parameters: { screenshot: false, pseudoLocale: { storyContent: ['Refresh in the background'] } },
  render: (_args, context) => (
    <WithRefresh userId={scenarios.demoUser(storyWorld(context).backend)._id} />
  ),
  play: async (context) => {
    const { canvas, msw } = context
    await expect(await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
    msw.use(overrides.failing(USER_POSTS, 500))
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh in the background' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load profile data.')
    // The profile stays on screen under the notice, and Retry brings it back to normal.
    await expect(canvas.getByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
    msw.use(...storyWorld(context).backend.handlers)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
    await expect(canvas.getByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending(USER_POSTS)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
  },
}

export const UnsafeWebsite: Story = {
  parameters: {
    world: (backend: MockBackend) => {
      scenarios.demoUser(backend).website = 'javascript:alert(1)'
      // The profile's head is the subject: one post keeps the picture small.
      demoKeepsPosts(backend, 1)
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })
    await expect(canvas.getByText('javascript:alert(1)').closest('a')).toBeNull()
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull()
    await expect(canvas.queryByRole('link', { name: /alert/ })).toBeNull()
  },
}

/** The contract's server keeps a website as typed: one without its scheme is an https link. */
export const WebsiteWithoutScheme: Story = {
  parameters: {
    world: (backend: MockBackend) => {
      scenarios.demoUser(backend).website = 'jamie-rivera.example.com/portfolio'
      // The profile's head is the subject: one post keeps the picture small.
      demoKeepsPosts(backend, 1)
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })
    const website = canvas.getByRole('link', { name: 'jamie-rivera.example.com/portfolio' })
    await expect(website).toHaveAttribute('href', 'https://jamie-rivera.example.com/portfolio')
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  },
}

export const HandleFallback: Story = {
  // The demo account with an e-mail that has nothing before the at-sign.
  parameters: {
    world: (backend: MockBackend) => {
      // The profile's head is the subject: one post keeps the picture small.
      demoKeepsPosts(backend, 1)
      scenarios.demoUser(backend).email = NO_LOCAL_PART
    },
    session: NO_LOCAL_PART,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })
    await expect(canvas.getByText('user')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: /^View post/ }).length).toBeGreaterThan(0),
    )
  },
}

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })
    // Photo above the details, everything centred; the grid keeps its three columns.
    const header = name.closest('header') as HTMLElement
    await expect(getComputedStyle(header).gridTemplateColumns.split(' ')).toHaveLength(1)
    const grid = canvas.getByRole('list', { name: `Posts by ${DEMO_ACCOUNT.name}` })
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3)
  },
}

/** The profile in Arabic: right to left, its counts in Arabic's plural forms. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'تعديل الملف الشخصي' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
    const stats = canvas.getByRole('list', { name: 'إحصاءات الملف الشخصي' })
    await expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6 منشورات', '0 متابِع', 'يتابع 0'])
    await expect(canvas.getByRole('heading', { level: 2, name: 'المنشورات' })).toBeVisible()
    await expect(
      canvas.getByRole('list', { name: `منشورات ${DEMO_ACCOUNT.name}` }),
    ).toBeInTheDocument()
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'ar')
  },
}

/** The profile in Spanish, one post: the singular. */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { world: (backend: MockBackend) => demoKeepsPosts(backend, 1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: DEMO_ACCOUNT.name })).toBeVisible()
    const stats = canvas.getByRole('list', { name: 'Estadísticas del perfil' })
    await expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 publicación', '0 seguidores', '0 seguidos'])
    await expect(canvas.getByRole('link', { name: 'Editar perfil' })).toBeVisible()
    await expect(
      canvas.getByRole('list', { name: `Publicaciones de ${DEMO_ACCOUNT.name}` }),
    ).toBeInTheDocument()
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'ltr')
  },
}

/** Nobody by that id, said in Arabic. */
export const NotFoundInArabic: Story = {
  args: { profileId: 'no-such-user' },
  globals: { locale: 'ar' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('لم يُعثر على الملف الشخصي.')
    await expect(canvas.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}
