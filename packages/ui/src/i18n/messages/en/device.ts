/** The app on the device: working offline from what was saved, and a new version to load. */
export const device = {
  // Offline.
  /**
   * A calm banner at the top of a page while the device has no connection: the page shows what
   * was saved on the device earlier. The dash joins two halves of one line; use your language's
   * own punctuation.
   */
  'device.offline.notice': "You're offline — showing what was saved",
  /**
   * The same banner while the device has a connection but the server did not answer (it is down,
   * or the network is too slow): the page shows what was saved on the device earlier. `{product}`
   * is the product's name, "PhotoBooth". The dash joins two halves of one line; use your
   * language's own punctuation.
   */
  'device.unreachable.notice': "Can't reach {product} — showing what was saved",
  /**
   * The second line of either banner (offline, or the server not answering): what it shows was
   * saved less than a minute ago.
   */
  'device.offline.savedJustNow': 'Saved just now',
  /**
   * The banner's second line: `{count}` is how many minutes ago what it shows was saved
   * (1–59).
   */
  'device.offline.savedMinutes':
    '{count, plural, one {Saved # minute ago} other {Saved # minutes ago}}',
  /**
   * The banner's second line, for something saved earlier the same day: `{time}` is the
   * time of day, written by the browser in your language's way ("14:05", "2:05 PM").
   */
  'device.offline.savedAt': 'Saved at {time}',
  /**
   * The banner's second line, for something saved before today: `{date}` is the date and
   * time, written by the browser in your language's way ("Jun 14, 2026, 2:05 PM").
   */
  'device.offline.savedOn': 'Saved on {date}',
  // A new version.
  /**
   * A small bar at the bottom of the screen when a new version of the app has been downloaded; a
   * "Reload" button follows it (and "Later"), so it needs no punctuation of its own.
   */
  'device.update.available': 'A new version is available',
  /** The new-version bar: the button that reloads the page into the new version; keep it short. */
  'device.update.reload': 'Reload',
  /** The new-version bar: the button that closes it for now, without reloading; keep it short. */
  'device.update.later': 'Later',
} as const
