/** What every screen shares: the short times, loading, retry, "Unknown". */
export const app = {
  'time.justNow': 'just now',
  'time.minutes': '{count, number}m',
  'time.hours': '{count, number}h',
  'time.days': '{count, number}d',
  'time.weeks': '{count, number}w',
  'app.retry': 'Retry',
  'app.loading': 'Loading...',
  'app.loadingContent': 'Loading content...',
  'app.loadingPosts': 'Loading posts...',
  'app.loadingProduct': 'Loading {product}',
  // The handle of someone whose e-mail has nothing before the at-sign.
  'app.noHandle': 'user',
  'app.unknownUser': 'Unknown',
} as const
