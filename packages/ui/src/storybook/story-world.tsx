import {
  ApiProvider,
  createApiClient,
  createMemoryTokenStore,
  type MemoryTokenStore,
  toImageUrl,
  type User,
} from '@photobooth/api-client'
import {
  createClock,
  createMockBackend,
  DEMO_ACCOUNT,
  type MockBackend,
  type MockSession,
  SEED_REFERENCE_DATE,
} from '@photobooth/mocks'
import { assetImageSource, seededPhotoUrl } from '@photobooth/mocks/browser'
import type { Decorator, Loader } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { type ReactNode, useMemo } from 'react'
import { action } from 'storybook/actions'
import { fn } from 'storybook/test'
import { loadCatalogue } from '../i18n/catalogues'
import { isUiLocale, type UiLocale } from '../i18n/locales'
import { UiProvider } from '../provider/UiProvider'
import type { LinkProps } from '../provider/ui-context'
import { ViewerProvider } from '../provider/viewer-context'

/**
 * Every story runs against its own seeded mock backend (the world), signed in as the demo
 * account unless it says otherwise. Stories change the world with `parameters.world` (scenario
 * helpers from `@photobooth/mocks`) and the network with MSW overrides in `beforeEach`.
 */
export interface WorldParameters {
  /** Changes the seeded world before the story renders. */
  world?: (backend: MockBackend) => void | Promise<void>
  /** The signed-in account's e-mail; `null` for a guest. Defaults to the demo account. */
  session?: string | null
  /**
   * Who the views think is signed in, for stories of views rendered from props (their data
   * comes from fixtures, not the world): e.g. `fixtureUser(0)` to own a fixture post.
   * Defaults to the session's user.
   */
  viewer?: User | null
  /**
   * The story is an app's own page that renders its own `UiProvider`, as an app importing the
   * package does: no frame, no world around it.
   */
  ownProvider?: boolean
}

export interface StoryWorld {
  backend: MockBackend
  session: MockSession | null
  tokens: MemoryTokenStore
}

/** The time every story lives at: the seeded world's "now". */
export const STORY_NOW = Date.parse(SEED_REFERENCE_DATE)
const storyNow = () => STORY_NOW

/**
 * `Views/*` stories show a view from its props alone, as a designer or another app would: no
 * API client, no mock world, no backend on the network. A view that reached for data would
 * throw (no `ApiProvider`) or get a network error; its images are the bundled photo files.
 */
export function isViewStory(context: { title: string }): boolean {
  return context.title.startsWith('Views/')
}

/** What a view story's network answers: nothing of the API and no stored image. */
export const noBackend = [
  http.all('*/api/*', () => HttpResponse.error()),
  http.all('*/uploads/*', () => HttpResponse.error()),
]

/** Builds the story's world (none for a view's story); runs as a Storybook loader. */
export const worldLoader: Loader = async ({ parameters, title }) => {
  if (isViewStory({ title })) {
    if ((parameters as WorldParameters).world) {
      throw new Error(`${title}: a view's story renders from its props; it has no world.`)
    }
    return {}
  }
  const backend = await createMockBackend({
    images: assetImageSource,
    clock: createClock(storyNow),
    log: (line) => console.info(`[mock server] ${line}`),
  })
  const { world, session } = parameters as WorldParameters
  await world?.(backend)
  const signedIn = session === null ? null : backend.signIn(session ?? DEMO_ACCOUNT.email)
  return {
    world: {
      backend,
      session: signedIn,
      tokens: createMemoryTokenStore(signedIn),
    } satisfies StoryWorld,
  }
}

/** The world of a story context (after the loaders ran). */
export function storyWorld(context: { loaded: Record<string, unknown> }): StoryWorld {
  const world = context.loaded.world as StoryWorld | undefined
  if (!world)
    throw new Error('The story world was not loaded: is worldLoader in the preview loaders?')
  return world
}

const navigate = action('navigate')

/** The language a guest chose on a sign-in page (the toolbar switches the stories' own). */
export const localeChange = fn().mockName('localeChange')

/** Links in stories do not leave the story: they report where they would go. */
function StoryLink({ href, onClick, ref, ...props }: LinkProps) {
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) {
          event.preventDefault()
          navigate(href)
        }
      }}
      {...props}
    />
  )
}

interface StoryUiProps {
  viewer: User | null
  theme: string
  locale: UiLocale
  imageUrl: (path: string | null | undefined) => string | undefined
  children: ReactNode
}

/** What every story gets from the app's frame: theme, language, links, time, the viewer. */
function StoryUi({ viewer, theme, locale, imageUrl, children }: StoryUiProps) {
  return (
    <UiProvider
      // The app's frame: the page is the UI's, as in the web app.
      scope="document"
      theme={theme}
      locale={locale}
      now={storyNow}
      linkComponent={StoryLink}
      origin="https://photobooth.example"
      imageUrl={imageUrl}
      toastDuration={60_000}
      onLocaleChange={localeChange}
    >
      <ViewerProvider viewer={viewer}>{children}</ViewerProvider>
    </UiProvider>
  )
}

/** A seeded photo as its bundled file; any other path as the app would show it. */
export const bundledImageUrl = (path: string | null | undefined) =>
  (path && seededPhotoUrl(path)) || toImageUrl(location.origin, path)

function WorldProviders({
  world,
  viewer,
  ...ui
}: Omit<StoryUiProps, 'imageUrl' | 'viewer'> & {
  world: StoryWorld
  viewer: User | null | undefined
}) {
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: '',
        tokens: world.tokens,
        onSessionExpired: action('sessionExpired'),
        // Reads retry quietly as in the app, at a story's pace: a failure shows within a
        // play function's wait.
        retry: { baseDelayMs: 20, minDelayMs: 5 },
      }),
    [world],
  )
  return (
    <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      <StoryUi
        {...ui}
        viewer={viewer === undefined ? (world.session?.user ?? null) : viewer}
        imageUrl={client.imageUrl}
      />
    </ApiProvider>
  )
}

/** The story's language: the toolbar's (or the story's own `globals.locale`), else English. */
export function storyLocale(globals: Record<string, unknown>): UiLocale {
  return isUiLocale(globals.locale) ? globals.locale : 'en'
}

/** Fetches the story's catalogue before it renders, so that it never shows English first. */
export const localeLoader = async (context: { globals: Record<string, unknown> }) => {
  await loadCatalogue(storyLocale(context.globals))
  return {}
}

/**
 * Wraps every story in the providers an app would give, over the story's world; a view's
 * story gets the app's frame alone (see {@link isViewStory}).
 */
export const withWorld: Decorator = (Story, context) => {
  const ui = {
    theme: (context.globals.theme as string | undefined) ?? 'light',
    locale: storyLocale(context.globals),
  }
  const { viewer, ownProvider } = context.parameters as WorldParameters
  if (ownProvider) return <Story />
  return isViewStory(context) ? (
    <StoryUi {...ui} viewer={viewer ?? null} imageUrl={bundledImageUrl}>
      <Story />
    </StoryUi>
  ) : (
    <WorldProviders {...ui} world={storyWorld(context)} viewer={viewer}>
      <Story />
    </WorldProviders>
  )
}
