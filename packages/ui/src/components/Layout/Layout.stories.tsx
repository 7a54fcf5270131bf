import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { vars } from '../../styles/theme.css'
import { Cluster, Stack } from './Layout'
import * as styles from './Layout.stories.css'

const spaces = Object.keys(vars.space) as Array<keyof typeof vars.space>

/** The flex layout every screen is made of: `Stack` (a column, or a row) and `Cluster`. */
const meta = {
  title: 'Components/Layout',
  component: Stack,
  args: { gap: 'md', children: null },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: spaces },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
    wrap: { control: 'boolean' },
    inline: { control: 'boolean' },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  // The story's own content: layout holds what it is given.
  parameters: {
    pseudoLocale: {
      storyContent: [
        'Back to top',
        'Choose a photo',
        'Crop it',
        'Share it',
        'Steps',
        'beach',
        'coffee',
        'portrait',
        'street',
        'city',
        'Caption',
        'Comments',
      ],
    },
  },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

const boxes = ['Photo', 'Caption', 'Comments'].map((text) => (
  <div key={text} className={styles.box}>
    {text}
  </div>
))

/** Rem values of the theme's spacing, in pixels at the browser's 16 px. */
const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`

export const StackColumn: Story = {
  name: 'Stack',
  render: (args) => <Stack {...args}>{boxes}</Stack>,
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Photo').parentElement as HTMLElement
    const style = getComputedStyle(stack)
    await expect(style.display).toBe('flex')
    await expect(style.flexDirection).toBe('column')
    await expect(style.rowGap).toBe(px('1rem'))
  },
}

export const Row: Story = {
  args: { direction: 'row', gap: 'sm', align: 'center', justify: 'between' },
  render: (args) => <Stack {...args}>{boxes}</Stack>,
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByText('Photo').parentElement as HTMLElement)
    await expect(style.flexDirection).toBe('row')
    await expect(style.flexWrap).toBe('nowrap')
    await expect(style.alignItems).toBe('center')
    await expect(style.justifyContent).toBe('space-between')
    await expect(style.columnGap).toBe(px('0.5rem'))
  },
}

export const ClusterWraps: Story = {
  name: 'Cluster',
  args: { gap: 'xs' },
  render: ({ gap, align, justify }) => (
    <div className={styles.frame}>
      <Cluster gap={gap} align={align} justify={justify}>
        {['sunset', 'beach', 'coffee', 'film', 'portrait', 'street', 'city', 'night'].map((tag) => (
          <span key={tag} className={styles.box}>
            #{tag}
          </span>
        ))}
      </Cluster>
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('#sunset')
    const last = canvas.getByText('#night')
    await expect(getComputedStyle(first.parentElement as HTMLElement).flexWrap).toBe('wrap')
    // Out of room in its 320 px frame, the row went on below.
    await expect(last.offsetTop).toBeGreaterThan(first.offsetTop)
  },
}

/** The element fits the content: a list stays a list, with no wrapper between list and items. */
export const AsList: Story = {
  args: { as: 'ul', gap: 'xs' },
  render: (args) => (
    <Stack {...args} aria-label="Steps" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {['Choose a photo', 'Crop it', 'Share it'].map((step) => (
        <li key={step} className={styles.box}>
          {step}
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Steps' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(getComputedStyle(list).display).toBe('flex')
  },
}

/** `asChild` lends the layout to the child: here a link lays out its icon and text. */
export const AsChild: Story = {
  args: { asChild: true, direction: 'row', align: 'center', gap: 'xs', inline: true },
  render: (args) => (
    <Stack {...args}>
      <a href="#top">
        <span aria-hidden="true">↑</span>
        Back to top
      </a>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to top' })
    await expect(getComputedStyle(link).display).toBe('inline-flex')
    // No element of its own: the link sits straight in the story's padded frame.
    await expect(link.parentElement?.style.padding).toBe('24px')
  },
}

/**
 * The layout's rules sit in the `components` cascade layer: an element's own class wins over
 * them, whatever order the stylesheets load in — here a row with a wider gap.
 */
export const OwnClassWins: Story = {
  args: { gap: 'xs', className: styles.ownLayout },
  render: (args) => <Stack {...args}>{boxes}</Stack>,
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByText('Photo').parentElement as HTMLElement)
    await expect(style.flexDirection).toBe('row')
    await expect(style.columnGap).toBe(px('2rem'))
  },
}
