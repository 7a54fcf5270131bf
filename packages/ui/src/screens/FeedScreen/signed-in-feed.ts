'use client'

import { preloadable } from '../../lib/preloadable'
import { preloadWindowedPostFeed } from './FeedView'

/*
 * A module of its own, without the data hooks of FeedScreen.tsx: an app's first view asks for
 * the signed-in feed's code ahead (`preloadSignedInFeed`) without bringing SWR along.
 */

// The signed-in feed (paging, likes, the windowed list) is its own chunk: a guest's first view
// of the feed never downloads it.
export const SignedInFeedScreen = preloadable(() =>
  Promise.all([import('./SignedInFeedScreen'), preloadWindowedPostFeed()]).then(
    ([module]) => module.SignedInFeedScreen,
  ),
)

/**
 * Starts loading the signed-in feed's code (its screen and its windowed list). A `FeedScreen`
 * rendered for a signed-in viewer once it is in draws the feed at once, instead of a loading
 * state first: an app that knows a signed-in user opens the feed asks for it with its own code.
 */
export function preloadSignedInFeed(): Promise<unknown> {
  return SignedInFeedScreen.preload()
}
