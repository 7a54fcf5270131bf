/** The feed, its cards and its invitation to a guest. */
export const feed = {
  /** Home feed page: its heading, read by screen readers only (not shown). */
  'feed.heading': 'Home feed',
  /** Home feed: the name screen readers give the list of posts. */
  'feed.posts': 'Posts',
  /**
   * Home feed: error shown instead of the posts (with Retry) when they could not be loaded, or as a
   * notice above the posts loaded earlier when a refresh failed.
   */
  'feed.fetchFailed': 'Failed to fetch posts. Please try again.',
  /**
   * Home feed: error toast, and the text beside Retry at the foot of the list, when the next posts
   * could not be loaded.
   */
  'feed.moreFailed': 'Failed to fetch more posts',
  /** Home feed: the text at the foot of the list when there are no more posts. */
  'feed.end': 'You reached the end.',
  /** Home feed: shown when there are no posts at all (to guests too). */
  'feed.empty': 'No posts yet.',
  /**
   * Home feed with no posts: a link styled as a button, under "No posts yet.", to the new-post
   * page.
   */
  'feed.shareFirst': 'Share your first photo',
  /**
   * Home feed: button at the foot of the list that loads the next posts (they also load by
   * themselves while scrolling).
   */
  'feed.loadMore': 'Load more posts',
  /**
   * Home feed seen by a guest (not signed in): the text under the few posts shown, above the "Join
   * PhotoBooth" button.
   */
  'feed.guest.invite': 'Log in to see more posts from the community.',
  /**
   * Guest's home feed: the button under the posts, and the title of the invitation popup it opens:
   * `{product}` is the product's name, "PhotoBooth".
   */
  'feed.guest.join': 'Join {product}',
  /**
   * Feed card: the name screen readers give a post's card: `{name}` is the author's display name.
   */
  'feed.post.label': 'Post by {name}',
  /**
   * Feed card: the name (and tooltip) of the speech-bubble icon link, under the photo, that opens
   * the post to comment on it.
   */
  'feed.post.comment': 'Comment',
  /**
   * Feed card: how many people like the post, in bold under the photo: `{count}` is the number,
   * written where `#` is.
   */
  'feed.post.likes': '{count, plural, one {# like} other {# likes}}',
  /**
   * Feed card: a small button right after a caption cut at 100 characters, which shows the whole
   * caption; lower case in English as it continues the cut text.
   */
  'feed.post.more': 'more',
  /** Feed card: the same button once the whole caption is shown; it cuts the caption again. */
  'feed.post.showLess': 'Show Less',
  /**
   * Feed card: the name screen readers give the list of the post's last two comments, under the
   * caption.
   */
  'feed.post.latestComments': 'Latest comments',
  /**
   * Feed card: link to the post's page under its last two comments, shown when there are more:
   * `{count}` is the total number of comments, written where `#` is.
   */
  'feed.post.viewAllComments':
    '{count, plural, one {View all # comment} other {View all # comments}}',
  /**
   * Feed: the name screen readers give a card standing in for a post whose data could not be read.
   */
  'feed.post.invalid': 'Invalid post',
  /** Feed: the text of a card standing in for a post whose data could not be read. */
  'feed.post.invalidText': 'Error: Invalid post data.',
  /**
   * Feed: never readable, drawn as a grey bar in a loading card where the author's name goes; only
   * its length matters, about that of a name.
   */
  'feed.post.placeholderAuthor': 'Someone who shares',
  /**
   * Feed: never readable, drawn as grey bars in a loading card where the caption goes; only its
   * length matters, about two lines.
   */
  'feed.post.placeholderCaption':
    'A caption for a photo that is on its way, about as long as most of them are.',
  /**
   * The name (and tooltip) of the heart icon button under a post's photo (feed cards, post page)
   * while the viewer does not like the post; pressing it likes the post.
   */
  'feed.like': 'Like',
  /**
   * The name (and tooltip) of the same heart button while the viewer likes the post; pressing it
   * takes the like back.
   */
  'feed.unlike': 'Unlike',
  /**
   * Feed card: the text alternative of a post's photo when the post has no caption: `{name}` is the
   * author's display name.
   */
  'feed.photo.alt': 'Photo by {name}',
  /**
   * Feed card: the text alternative of a post's photo: `{name}` is the author's display name,
   * `{caption}` the start of the caption (up to 100 characters, then "…").
   */
  'feed.photo.altWithCaption': 'Photo by {name}: {caption}',
  /**
   * Feed card and post page: the text alternative of a photo that did not load: `{alt}` is its
   * usual one, e.g. "Photo by Jamie Rivera: …".
   */
  'feed.photo.failedLabel': '{alt} (did not load)',
  /**
   * Feed card and post page: small text shown in place of a photo that did not load, with a Retry
   * button.
   */
  'feed.photo.failed': 'The photo did not load.',
  /**
   * Feed card and post page: the name screen readers give the Retry button on a photo that did not
   * load.
   */
  'feed.photo.retry': 'Retry loading the photo',
} as const
