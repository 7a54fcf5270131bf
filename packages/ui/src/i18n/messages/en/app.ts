/** What every screen shares: the short times, loading, retry, "Unknown". */
export const app = {
  /**
   * Relative time of a post, comment or notification made less than a minute ago, in small grey
   * text beside the author's name; screen readers hear the full date instead.
   */
  'app.time.justNow': 'just now',
  /**
   * Very short relative time ("5m"), in small grey text beside a post's, comment's or
   * notification's author: `{count}` is the number of minutes ago (1–59). Use the shortest
   * abbreviation your language has.
   */
  'app.time.minutes': '{count, number}m',
  /**
   * Very short relative time ("3h") beside a post's, comment's or notification's author: `{count}`
   * is the number of hours ago (1–23). Use the shortest abbreviation your language has.
   */
  'app.time.hours': '{count, number}h',
  /**
   * Very short relative time ("2d") beside a post's, comment's or notification's author: `{count}`
   * is the number of days ago (1–6). Use the shortest abbreviation your language has.
   */
  'app.time.days': '{count, number}d',
  /**
   * Very short relative time ("4w") beside a post's, comment's or notification's author: `{count}`
   * is the number of weeks ago (1–4; older ones show the date). Use the shortest abbreviation your
   * language has.
   */
  'app.time.weeks': '{count, number}w',
  /**
   * Small button that tries again after a failure to load: on a page or section that could not
   * load, beside a notice that a refresh failed, on a photo that did not load, and at the foot of
   * the feed. Keep it short.
   */
  'app.retry': 'Retry',
  /**
   * Status text under a loading spinner (notifications, a profile, a post, the edit pages) and the
   * text of the feed's "Load more posts" button while the next posts load; screen readers announce
   * it.
   */
  'app.loading': 'Loading...',
  /**
   * Status text under the "pulse" style of loading indicator, announced by screen readers; no
   * screen of the app uses that style at present (only the component library does).
   */
  'app.loadingContent': 'Loading content...',
  /**
   * Status text under the grey placeholder cards shown while the home feed's posts load; screen
   * readers announce it.
   */
  'app.loadingPosts': 'Loading posts...',
  /**
   * Status text under the logo on the full-screen loader shown while the app starts or fetches a
   * page: `{product}` is the product's name, "PhotoBooth".
   */
  'app.loadingProduct': 'Loading {product}',
  /**
   * The handle shown under or beside a name (side navigation, profile, edit profile, likers list)
   * for someone whose e-mail has nothing before the at-sign; normally the handle is that part of
   * the e-mail. One lower-case word meaning "user".
   */
  'app.noHandle': 'user',
  /**
   * The name shown for someone whose account no longer exists (or who has no name): a post's or a
   * comment's author, someone in the likers list, the sender of a notification (in bold, as its
   * `{name}`). Their picture is a person's outline, never the initials of this word.
   */
  'app.unknownUser': 'Unknown',
} as const
