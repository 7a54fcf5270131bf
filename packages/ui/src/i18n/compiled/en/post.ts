// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "post": for the components that show them, `useT(post)`. */
export const post: EnglishPart<'post'> = {
  "post.heading": [
    "Post by ",
    [
      "name"
    ]
  ],
  "post.headingLoading": "Post",
  "post.updated": "Post updated.",
  "post.refreshFailed": "Could not refresh this post. You are seeing the last loaded version.",
  "post.loadFailed": "Failed to load post",
  "post.notFound": "This post does not exist, or it has been deleted.",
  "post.serverError": "Something went wrong on our side. Please try again in a moment.",
  "post.backToFeed": "Back to feed",
  "post.likes": [
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
  "post.photoAlt": [
    "Photo by ",
    [
      "name"
    ]
  ],
  "post.photoAltCaption": [
    "Photo by ",
    [
      "name"
    ],
    ": ",
    [
      "caption"
    ]
  ],
  "post.noPhoto": "No photo",
  "post.likeFailed": "Failed to like post",
  "post.unlikeFailed": "Failed to update like.",
  "post.likeOffline": "You're offline. Likes need the network.",
  "post.edit": "Edit post",
  "post.delete": "Delete post",
  "post.conversation": "Caption and comments",
  "post.comment": "Comment",
  "post.share": "Share",
  "post.shareTitle": [
    [
      "name"
    ],
    " on ",
    [
      "product"
    ]
  ],
  "post.linkCopied": "Link copied",
  "post.linkCopiedToast": "Link copied to clipboard!",
  "post.copyFailed": [
    "Could not copy the link. Copy it from here: ",
    [
      "url"
    ]
  ],
  "post.guestPrompt": [
    [
      "logIn"
    ],
    " to like or comment."
  ],
  "post.guestLogIn": "Log in",
  "post.deleteTitle": "Delete post?",
  "post.deleteDescription": "The photo, its caption and its comments will be gone for good. This cannot be undone.",
  "post.deleteConfirm": "Delete",
  "post.cancel": "Cancel",
  "post.deleted": "Post deleted",
  "post.deleteFailed": "Failed to delete post",
  "post.skeletonAuthor": "Someone who shares",
  "post.skeletonTime": "A while ago",
  "post.skeletonCaption": "A caption for a photo that is on its way, about as long as most captions are, over two or three lines.",
  "post.comments": "Comments",
  "post.noComments": "No comments yet.",
  "post.noCommentsDetail": "Start the conversation.",
  "post.addComment": "Add a comment…",
  "post.sendComment": "Post",
  "post.editYourComment": "Edit your comment",
  "post.save": "Save",
  "post.edited": "Edited",
  "post.editComment": "Edit comment",
  "post.deleteComment": "Delete comment",
  "post.commentAddFailed": "Failed to post comment",
  "post.commentMayShowTwice": "Your comment may show twice: the connection dropped while it was being sent, and the copy could not be removed. You can delete it.",
  "post.commentUpdated": "Comment updated",
  "post.commentUpdateFailed": "Failed to update comment",
  "post.commentDeleted": "Comment deleted",
  "post.commentDeleteFailed": "Failed to delete comment",
  "post.likersTitle": "People who liked this post",
  "post.noLikes": "No likes yet",
  "post.noLikesDetail": "When people like this post, they will show up here.",
  "post.searchLikers": "Search likers",
  "post.likedThis": [
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          " person liked this"
        ],
        "other": [
          "#",
          " people liked this"
        ]
      }
    ]
  ],
  "post.likersFound": [
    "Found ",
    [
      "shown",
      "number"
    ],
    " of ",
    [
      "total",
      "number"
    ]
  ],
  "post.noMatches": [
    "No users matching \"",
    [
      "query"
    ],
    "\""
  ],
  "post.likers": "Likers",
  "post.viewProfile": [
    "View ",
    [
      "name"
    ],
    "'s profile"
  ],
  "post.view": "View",
  "post.moreFrom": [
    "More from ",
    [
      "name"
    ]
  ],
  "post.noOtherPosts": [
    [
      "name"
    ],
    " hasn't shared any other posts yet."
  ],
  "post.moreFailed": "Could not load more posts.",
  "post.viewAll": "View all posts"
}
