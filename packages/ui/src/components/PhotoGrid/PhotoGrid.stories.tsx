import { useUserPosts } from '@photobooth/api-client'
import { DEMO_ACCOUNT } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { storyWorld } from '../../storybook/story-world'
import { PhotoGrid } from './PhotoGrid'

function UserGrid({ userId }: { userId: string }) {
  const { data } = useUserPosts(userId)
  return data ? <PhotoGrid posts={data.posts} label={`Posts by ${data.user.name}`} /> : null
}

const meta = {
  title: 'Components/PhotoGrid',
  component: PhotoGrid,
  decorators: [(Story) => <div style={{ maxWidth: 600, padding: 24 }}>{Story()}</div>],
  args: { posts: [], label: 'Posts' },
} satisfies Meta<typeof PhotoGrid>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeColumns: Story = {
  render: (_args, context) => {
    const demo = storyWorld(context).backend.db.findUserByEmail(DEMO_ACCOUNT.email)
    return <UserGrid userId={demo?._id ?? ''} />
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: `Posts by ${DEMO_ACCOUNT.name}` })
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(6))
    const links = canvas.getAllByRole('link')
    await expect(links[0]?.getAttribute('href')).toMatch(/^\/post\/[A-Za-z0-9]{16}$/)
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3)
  },
}

export const WithInvalidEntry: Story = {
  args: { posts: [{ invalid: true, problem: '_id: missing' }], label: 'Posts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Invalid post data.')).toBeVisible()
  },
}
