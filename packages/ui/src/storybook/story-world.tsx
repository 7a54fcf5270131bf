import {
  ApiProvider,
  createApiClient,
  createMemoryTokenStore,
  type MemoryTokenStore,
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
import { assetImageSource } from '@photobooth/mocks/browser'
import type { Decorator, Loader } from '@storybook/react-vite'
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
}

export interface StoryWorld {
  backend: MockBackend
  session: MockSession | null
  tokens: MemoryTokenStore
}

/** The time every story lives at: the seeded world's "now". */
export const STORY_NOW = Date.parse(SEED_REFERENCE_DATE)
const storyNow = () => STORY_NOW

/** Builds the story's world; runs as a Storybook loader. */
export const worldLoader: Loader = async ({ parameters }) => {
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

function WorldProviders({
  world,
  viewer: givenViewer,
  theme,
  locale,
  children,
}: {
  world: StoryWorld
  viewer: User | null | undefined
  theme: string
  locale: UiLocale
  children: ReactNode
}) {
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: '',
        tokens: world.tokens,
        onSessionExpired: action('sessionExpired'),
      }),
    [world],
  )
  const viewer: User | null =
    givenViewer === undefined ? (world.session?.user ?? null) : givenViewer
  return (
    <UiProvider
      theme={theme}
      locale={locale}
      now={storyNow}
      linkComponent={StoryLink}
      origin="https://photobooth.example"
      imageUrl={client.imageUrl}
      toastDuration={60_000}
      onLocaleChange={localeChange}
    >
      <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
        <ViewerProvider viewer={viewer}>{children}</ViewerProvider>
      </ApiProvider>
    </UiProvider>
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

/** Wraps every story in the providers an app would give, over the story's world. */
export const withWorld: Decorator = (Story, context) => (
  <WorldProviders
    world={storyWorld(context)}
    viewer={(context.parameters as WorldParameters).viewer}
    theme={(context.globals.theme as string | undefined) ?? 'light'}
    locale={storyLocale(context.globals)}
  >
    <Story />
  </WorldProviders>
)
