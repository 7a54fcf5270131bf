import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { STORY_NOW } from '../../storybook/story-world'
import { OfflineNotice } from './OfflineNotice'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** The time of day as the reader's browser writes it in `locale` (the time zone is theirs). */
const clock = (time: number, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(time)

/** Above a page's content, as an app shows it. */
const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  args: { savedAt: STORY_NOW - 5 * MINUTE },
  argTypes: { savedAt: { control: 'date' } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfflineNotice>

export default meta
type Story = StoryObj<typeof meta>

/** Offline, showing what was saved five minutes ago: said politely, in a status region. */
export const SavedMinutesAgo: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(within(notice).getByText("You're offline — showing what was saved")).toBeVisible()
    const saved = within(notice).getByText('Saved 5 minutes ago')
    await expect(saved).toBeVisible()
    await expect(saved).toHaveAttribute('dateTime', new Date(STORY_NOW - 5 * MINUTE).toISOString())
    await expect(notice).toHaveTextContent(
      "You're offline — showing what was savedSaved 5 minutes ago",
    )
    // Nothing to press: it never takes the focus.
    await expect(within(notice).queryAllByRole('button')).toHaveLength(0)
  },
}

/** Without the time it was saved, the notice says only that the device is offline. */
export const OfflineWithoutTime: Story = {
  args: { savedAt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^You're offline — showing what was saved$/,
    )
    await expect(canvas.queryByText(/^Saved/)).toBeNull()
  },
}

/**
 * Online, but the server did not answer (down, or the network too slow): the notice says so,
 * not that the device is offline, and names the product as the app passes it.
 */
export const Unreachable: Story = {
  args: { reason: 'unreachable' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(notice).toHaveTextContent(
      "Can't reach PhotoBooth — showing what was savedSaved 5 minutes ago",
    )
    await expect(within(notice).queryByText(/offline/)).toBeNull()
  },
}

/** Right to left, the product's Latin name inside the Arabic sentence. */
export const UnreachableInArabic: Story = {
  globals: { locale: 'ar' },
  args: { reason: 'unreachable' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(
      within(notice).getByText('تعذّر الوصول إلى PhotoBooth، ويُعرض ما حُفظ على جهازك'),
    ).toBeVisible()
    await expect(within(notice).queryByText(/غير متصل/)).toBeNull()
  },
}

export const SavedJustNow: Story = {
  args: { savedAt: STORY_NOW - 20_000 },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('status')).getByText('Saved just now')).toBeVisible()
  },
}

export const SavedAMinuteAgo: Story = {
  args: { savedAt: STORY_NOW - 90_000 },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('status')).getByText('Saved 1 minute ago')).toBeVisible()
  },
}

/** Saved an hour or more ago, the same day: the time of day, in the reader's time zone. */
export const SavedEarlierToday: Story = {
  args: { savedAt: STORY_NOW - 3 * HOUR },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('status')).getByText(`Saved at ${clock(STORY_NOW - 3 * HOUR)}`),
    ).toBeVisible()
  },
}

/** Saved before today: the date and the time. */
export const SavedDaysAgo: Story = {
  args: { savedAt: STORY_NOW - 2 * 24 * HOUR },
  play: async ({ canvas }) => {
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    await expect(
      within(canvas.getByRole('status')).getByText(
        `Saved on ${date.format(STORY_NOW - 2 * 24 * HOUR)}`,
      ),
    ).toBeVisible()
  },
}

export const SavedInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(
      within(notice).getByText('Estás sin conexión: se muestra lo que se guardó'),
    ).toBeVisible()
    await expect(within(notice).getByText('Guardado hace 5 minutos')).toBeVisible()
  },
}

export const SavedEarlierTodayInSpanish: Story = {
  globals: { locale: 'es' },
  args: { savedAt: STORY_NOW - 3 * HOUR },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('status')).getByText(
        `Guardado hoy, ${clock(STORY_NOW - 3 * HOUR, 'es')}`,
      ),
    ).toBeVisible()
  },
}

/** Right to left: the icon at the start of the line, on the right. */
export const SavedInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByRole('status')
    await expect(
      within(notice).getByText('أنت غير متصل بالإنترنت، ويُعرض ما حُفظ على جهازك'),
    ).toBeVisible()
    const five = new Intl.NumberFormat('ar').format(5)
    await expect(within(notice).getByText(`حُفظ قبل ${five} دقائق`)).toBeVisible()
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    const icon = notice.querySelector('svg')?.getBoundingClientRect()
    const text = within(notice)
      .getByText(/غير متصل/)
      .getBoundingClientRect()
    await expect(icon?.left).toBeGreaterThan(text.left)
  },
}

/** On a phone the text wraps; the notice stays inside the screen. */
export const OfflineOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(within(notice).getByText("You're offline — showing what was saved")).toBeVisible()
    await expect(within(notice).getByText('Saved 5 minutes ago')).toBeVisible()
    const box = notice.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const OfflineInDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('status')).getByText("You're offline — showing what was saved"),
    ).toBeVisible()
  },
}
