import { fixturePost } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '../components/Button/Button'
import { Stack } from '../components/Layout/Layout'
import { PostCard } from '../components/PostCard/PostCard'
import { UiProvider } from '../provider/UiProvider'
import { bundledImageUrl, STORY_NOW, storyLocale } from '../storybook/story-world'

/**
 * The UI as another app imports it: the app's own page, its own `UiProvider`. These stories have
 * no frame around them (`ownProvider`): what they show is the provider's doing alone.
 */
const meta = {
  title: 'Library/UiProvider',
  component: UiProvider,
  parameters: { ownProvider: true },
} satisfies Meta<typeof UiProvider>

export default meta
type Story = StoryObj<typeof meta>

const post = fixturePost(1, { comments: 2, likes: 1233 })
/** What the post says (user content: the pseudo-locale leaves it as it is). */
const postTexts = [
  post.caption,
  post.user?.name ?? '',
  ...post.comments.flatMap((comment) => [comment.text, comment.user.name]),
]

/** A host page's own look: a monospace face (from the repository's fonts, as every story's
 * text) on cream, which the UI's styles must not touch. */
const HOST_FONT = '"JetBrains Mono Variable", monospace'

/** The stories' clock, as a function: the UI follows it always (a number would be a server's
 * time, followed until the page hydrates). */
const storyClock = () => STORY_NOW

/**
 * On another app's page: the UI wears its theme on its own element; the page keeps its font,
 * its colours and its `<html>`.
 */
export const OnAHostPage: Story = {
  parameters: {
    pseudoLocale: {
      storyContent: ['Elsewhere', 'A travel journal', 'Photos from our readers', ...postTexts],
    },
  },
  render: (_args, { globals }) => (
    <div style={{ fontFamily: HOST_FONT, background: '#f6f1e4', color: '#3b2f1e', padding: 24 }}>
      <header>
        <h1 style={{ margin: 0 }}>Elsewhere</h1>
        <p>A travel journal</p>
      </header>
      <h2>Photos from our readers</h2>
      <div style={{ maxWidth: 470 }}>
        <UiProvider
          locale={storyLocale(globals)}
          now={storyClock}
          imageUrl={bundledImageUrl}
          theme="light"
        >
          <PostCard post={post} onLike={fn()} />
        </UiProvider>
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Elsewhere' })
    await expect(getComputedStyle(heading).fontFamily).toBe(HOST_FONT)
    const html = canvasElement.ownerDocument.documentElement
    await expect(html).not.toHaveClass('photobooth')
    const ui = canvasElement.querySelector('.photobooth') as HTMLElement
    await expect(getComputedStyle(ui).fontFamily).not.toContain('JetBrains')
    await expect(ui).toHaveAttribute('data-theme', 'light')
    await expect(canvas.getByRole('article')).toBeVisible()
  },
}

/** A partial theme with no build step: `tokens` gives only what differs from the theme. */
export const PartialTheme: Story = {
  render: (_args, { globals }) => (
    <UiProvider
      locale={storyLocale(globals)}
      now={storyClock}
      imageUrl={bundledImageUrl}
      theme={globals.theme === 'dark' ? 'dark' : 'light'}
      tokens={{ color: { primary: '#0a6e4f', primaryHover: '#075239' }, radius: { md: '2px' } }}
    >
      <Stack gap="md" style={{ maxWidth: 470, padding: 24 }}>
        <PostCard post={post} onLike={fn()} />
        <Button>Share a photo</Button>
      </Stack>
    </UiProvider>
  ),
  parameters: { pseudoLocale: { storyContent: ['Share a photo', ...postTexts] } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share a photo' })
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(10, 110, 79)')
    await expect(getComputedStyle(button).borderRadius).toBe('2px')
  },
}

/**
 * A language the package does not ship: the app gives French for two texts; numbers, plurals
 * and dates follow French, and what the app left out stays English.
 */
export const InALanguageItDoesNotShip: Story = {
  globals: { locale: 'fr' },
  render: () => (
    <div style={{ maxWidth: 470, padding: 24 }}>
      <UiProvider
        locale="fr"
        now={storyClock}
        imageUrl={bundledImageUrl}
        theme="light"
        messages={{
          fr: {
            'feed.post.likes': '{count, plural, one {# j’aime} other {# j’aime}}',
            'feed.post.comment': 'Commenter',
          },
        }}
      >
        <PostCard post={post} onLike={fn()} />
      </UiProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Once the message compiler (downloaded for texts given as ICU) has compiled them.
    await expect(
      // French groups thousands with a narrow no-break space (read here as a space).
      await canvas.findByText('1 233 j’aime', undefined, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Commenter' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Like' })).toBeVisible()
    await expect(canvasElement.querySelector('.photobooth')).toHaveAttribute('lang', 'fr')
  },
}
