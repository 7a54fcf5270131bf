// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "feed": for the components that show them, `useT(feed)`. */
export const feed: EnglishPart<'feed'> = {
  "feed.heading": "Home feed",
  "feed.posts": "Posts",
  "feed.fetchFailed": "Failed to fetch posts. Please try again.",
  "feed.moreFailed": "Failed to fetch more posts",
  "feed.end": "You reached the end.",
  "feed.empty": "No posts yet.",
  "feed.shareFirst": "Share your first photo",
  "feed.loadMore": "Load more posts",
  "feed.guest.invite": "Log in to see more posts from the community.",
  "feed.guest.join": [
    "Join ",
    [
      "product"
    ]
  ],
  "feed.post.label": [
    "Post by ",
    [
      "name"
    ]
  ],
  "feed.post.comment": "Comment",
  "feed.post.likes": [
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          " like"
        ],
        "other": [
          "#",
          " likes"
        ]
      }
    ]
  ],
  "feed.post.more": "more",
  "feed.post.showLess": "Show Less",
  "feed.post.latestComments": "Latest comments",
  "feed.post.viewAllComments": [
    [
      "count",
      "plural",
      {
        "one": [
          "View all ",
          "#",
          " comment"
        ],
        "other": [
          "View all ",
          "#",
          " comments"
        ]
      }
    ]
  ],
  "feed.post.invalid": "Invalid post",
  "feed.post.invalidText": "Error: Invalid post data.",
  "feed.post.placeholderAuthor": "Someone who shares",
  "feed.post.placeholderCaption": "A caption for a photo that is on its way, about as long as most of them are.",
  "feed.like": "Like",
  "feed.unlike": "Unlike",
  "feed.photo.alt": [
    "Photo by ",
    [
      "name"
    ]
  ],
  "feed.photo.altWithCaption": [
    "Photo by ",
    [
      "name"
    ],
    ": ",
    [
      "caption"
    ]
  ],
  "feed.photo.failedLabel": [
    [
      "alt"
    ],
    " (did not load)"
  ],
  "feed.photo.failed": "The photo did not load.",
  "feed.photo.retry": "Retry loading the photo"
}
