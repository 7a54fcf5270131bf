import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { vars } from '../../styles/theme.css'
import { Stack } from '../Layout/Layout'
import { Heading, Text } from './Text'
import * as styles from './Text.stories.css'

const sizes = Object.keys(vars.fontSize) as Array<keyof typeof vars.fontSize>

/** The product's type: `Text` (a size, a weight, a tone, a line height) and `Heading`. */
const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Golden hour on the pier' },
  argTypes: {
    size: { control: 'select', options: sizes },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
    tone: { control: 'select', options: ['default', 'muted', 'danger', 'success', 'primary'] },
    leading: { control: 'inline-radio', options: ['tight', 'normal', 'relaxed'] },
    truncate: { control: 'boolean' },
    numeric: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  // The story's own content: type sets what it is given.
  parameters: {
    pseudoLocale: {
      storyContent: [
        'Golden hour on the pier',
        'Profile',
        'Posts',
        'Followers',
        'Photos',
        'Edit profile',
        'Could not save the caption.',
        'Saved.',
        '2 hours ago',
        'A long caption that runs out of room before it ends, cut with an ellipsis',
        'Caption',
        'A paragraph set relaxed, in the parent’s colour.',
      ],
    },
  },
} satisfies Meta<typeof Text>

export default meta
type Story = StoryObj<typeof meta>

/** Rem values of the theme's type scale, in pixels at the browser's 16 px. */
const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`

export const Default: Story = {
  args: { size: 'sm', tone: 'muted' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Golden hour on the pier')
    await expect(text.tagName).toBe('SPAN')
    await expect(getComputedStyle(text).fontSize).toBe(px('0.875rem'))
  },
}

/** Every size of the scale, each in its own paragraph with no margin between. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xs">
      {sizes.map((size) => (
        <Text key={size} {...args} as="p" size={size}>
          {size} — {args.children}
        </Text>
      ))}
    </Stack>
  ),
  parameters: {
    pseudoLocale: { storyContent: sizes.map((size) => `${size} — Golden hour on the pier`) },
  },
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText('xxl — Golden hour on the pier')
    await expect(paragraph.tagName).toBe('P')
    await expect(getComputedStyle(paragraph).marginBlockStart).toBe('0px')
    await expect(getComputedStyle(paragraph).fontSize).toBe(px('2rem'))
  },
}

/** Weights and tones from the theme; what is not given is the parent's. */
export const WeightsAndTones: Story = {
  render: () => (
    <Stack gap="sm">
      <Text weight="bold">Profile</Text>
      <Text weight="medium">Edit profile</Text>
      <Text tone="muted" size="xs" as="time" dateTime="2026-11-26T08:00:00Z">
        2 hours ago
      </Text>
      <Text tone="danger" size="sm">
        Could not save the caption.
      </Text>
      <Text tone="success" size="sm">
        Saved.
      </Text>
      <Text as="p" leading="relaxed">
        A paragraph set relaxed, in the parent’s colour.
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Profile')).fontWeight).toBe('700')
    await expect(canvas.getByText('2 hours ago').tagName).toBe('TIME')
  },
}

/** One line cut with an ellipsis when its box is too narrow. */
export const Truncated: Story = {
  args: {
    truncate: true,
    as: 'p',
    children: 'A long caption that runs out of room before it ends, cut with an ellipsis',
  },
  render: (args) => <Text {...args} style={{ width: 240 }} />,
  play: async ({ canvas }) => {
    const line = canvas.getByText(/A long caption/)
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth)
  },
}

/** `h1` to `h4` by level, each in its level's size unless told otherwise. */
export const Headings: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Profile</Heading>
      <Heading level={2}>Posts</Heading>
      <Heading level={3}>Followers</Heading>
      <Heading level={4}>Photos</Heading>
      <Heading level={2} size="md" tone="muted">
        Caption
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Profile' })
    const style = getComputedStyle(title)
    await expect(style.fontSize).toBe(px('1.5rem'))
    await expect(style.fontWeight).toBe('700')
    await expect(style.marginBlockStart).toBe('0px')
    const smaller = canvas.getByRole('heading', { level: 2, name: 'Caption' })
    await expect(getComputedStyle(smaller).fontSize).toBe(px('1rem'))
  },
}

/**
 * The type's rules sit in the `components` cascade layer: an element's own class wins over
 * them, whatever order the stylesheets load in — here a larger size in another colour.
 */
export const OwnClassWins: Story = {
  args: { size: 'xs', tone: 'muted', className: styles.ownType },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Golden hour on the pier')).fontSize).toBe(
      px('1.25rem'),
    )
  },
}
