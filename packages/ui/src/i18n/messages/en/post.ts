/** A post's own page: comments, likes, the likers and deleting. */
export const post = {
  // The page.
  /**
   * Post page: its heading, read by screen readers only, which also names the post for them:
   * `{name}` is the author's display name.
   */
  'post.heading': 'Post by {name}',
  /** Post page: the same hidden heading while the post loads or when it could not be loaded. */
  'post.headingLoading': 'Post',
  /** Post page: success notice above the post after it was edited. */
  'post.updated': 'Post updated.',
  /**
   * Post page: notice above the post, with a Retry button, when reloading it failed; the version
   * loaded earlier stays on screen.
   */
  'post.refreshFailed': 'Could not refresh this post. You are seeing the last loaded version.',
  /**
   * Error toast when a post could not be loaded (post page, edit-post page); on the post page also
   * the message shown in its place, before the app goes back.
   */
  'post.loadFailed': 'Failed to load post',
  /** Post page: the second line under "Failed to load post" when the post does not exist. */
  'post.notFound': 'This post does not exist, or it has been deleted.',
  /** Post page: the second line under "Failed to load post" when the server failed. */
  'post.serverError': 'Something went wrong on our side. Please try again in a moment.',
  /** Post page: a link styled as a button, to the home feed, under "Failed to load post". */
  'post.backToFeed': 'Back to feed',
  // What every view of a post says the same way.
  /**
   * Post page: how many people like the post, a text button under the action icons that lists who
   * liked it: `{count}` is the number, written where `#` is.
   */
  'post.likes': '{count, plural, one {# like} other {# likes}}',
  /**
   * Post page: the text alternative of the photo when the post has no caption: `{name}` is the
   * author's display name.
   */
  'post.photoAlt': 'Photo by {name}',
  /**
   * Post page: the text alternative of the photo: `{name}` is the author's display name,
   * `{caption}` the start of the caption (up to 100 characters, then "…").
   */
  'post.photoAltCaption': 'Photo by {name}: {caption}',
  /**
   * Post page: the name screen readers give the placeholder icon shown when a post has no photo.
   */
  'post.noPhoto': 'No photo',
  /** Error toast (feed, post page) when liking a post failed. */
  'post.likeFailed': 'Failed to like post',
  /** Error toast (feed, post page) when taking back a like failed. */
  'post.unlikeFailed': 'Failed to update like.',
  /** Error toast (feed, post page) when a like or unlike was pressed with no network. */
  'post.likeOffline': "You're offline. Likes need the network.",
  // The article.
  /**
   * Post page, own posts only: the name (and tooltip) of the pencil icon link beside the author's
   * name that opens the edit page.
   */
  'post.edit': 'Edit post',
  /**
   * Post page, own posts only: the name (and tooltip) of the bin icon button that asks to delete
   * the post.
   */
  'post.delete': 'Delete post',
  /**
   * Post page: the name screen readers give the scrolling area that holds the caption and the
   * comments.
   */
  'post.conversation': 'Caption and comments',
  /**
   * Post page: the name (and tooltip) of the speech-bubble icon button that moves to the comment
   * field.
   */
  'post.comment': 'Comment',
  /**
   * Post page: the name (and tooltip) of the share icon button, which opens the device's own share
   * sheet where the browser has one, else copies the post's link.
   */
  'post.share': 'Share',
  /**
   * Post page: the title of what the share button hands to the device's own share sheet (where the
   * browser has one), with the post's link: `{name}` is the post's author, `{product}` the
   * product's name, "PhotoBooth".
   */
  'post.shareTitle': '{name} on {product}',
  /**
   * Post page: the name (and tooltip) of the share button for a moment after the link was copied,
   * while it shows a check mark.
   */
  'post.linkCopied': 'Link copied',
  /** Success toast after the post page's share button copied the link. */
  'post.linkCopiedToast': 'Link copied to clipboard!',
  /**
   * Error toast when the post's link could not be copied: `{url}` is the post's full address, to
   * copy by hand.
   */
  'post.copyFailed': 'Could not copy the link. Copy it from here: {url}',
  /**
   * Post page seen by a guest: the line in place of the comment field: `{logIn}` is a link whose
   * text is `post.guestLogIn` ("Log in"), to the sign-in page.
   */
  'post.guestPrompt': '{logIn} to like or comment.',
  /**
   * Post page seen by a guest: the text of the link to the sign-in page that fills `{logIn}` in
   * `post.guestPrompt`; it must fit that sentence (capitalised in English as it starts it).
   */
  'post.guestLogIn': 'Log in',
  /** Title of the confirmation dialog before a post is deleted. */
  'post.deleteTitle': 'Delete post?',
  /** Text of the confirmation dialog before a post is deleted. */
  'post.deleteDescription':
    'The photo, its caption and its comments will be gone for good. This cannot be undone.',
  /**
   * Confirmation dialog before a post is deleted: the red button that deletes it, beside "Cancel";
   * keep it short.
   */
  'post.deleteConfirm': 'Delete',
  /**
   * Button that changes nothing: in the confirmation dialog before a post is deleted, and small
   * under a comment being edited; keep it short.
   */
  'post.cancel': 'Cancel',
  /** Success toast after a post was deleted. */
  'post.deleted': 'Post deleted',
  /** Error toast when a post could not be deleted. */
  'post.deleteFailed': 'Failed to delete post',
  // The placeholder while a post loads (hidden from assistive technology: only its size shows).
  /**
   * Post page loading: never readable, drawn as a grey bar where the author's name goes; only its
   * length matters.
   */
  'post.skeletonAuthor': 'Someone who shares',
  /**
   * Post page loading: never readable, drawn as a grey bar where the time of the post goes; only
   * its length matters.
   */
  'post.skeletonTime': 'A while ago',
  /**
   * Post page loading: never readable, drawn as grey bars where the caption goes; only its length
   * matters (two or three lines).
   */
  'post.skeletonCaption':
    'A caption for a photo that is on its way, about as long as most captions are, over two or three lines.',
  // Comments.
  /** Post page: the name screen readers give the list of comments. */
  'post.comments': 'Comments',
  /** Post page: shown in place of the comments when there are none. */
  'post.noComments': 'No comments yet.',
  /**
   * Post page: the line under "No comments yet.", inviting the reader to write the first comment.
   */
  'post.noCommentsDetail': 'Start the conversation.',
  /**
   * Post page: the placeholder of the comment field at the bottom, and its label for screen
   * readers.
   */
  'post.addComment': 'Add a comment…',
  /**
   * Post page: the small button on the comment field's line that posts the comment; keep it very
   * short.
   */
  'post.sendComment': 'Post',
  /**
   * Post page: the label, read by screen readers only, of the text area where the user edits one of
   * their comments.
   */
  'post.editYourComment': 'Edit your comment',
  /** Post page: small button under a comment being edited that saves it; keep it short. */
  'post.save': 'Save',
  /**
   * Post page: small grey word beside a comment's time when the comment was changed after it was
   * posted.
   */
  'post.edited': 'Edited',
  /**
   * Post page, the user's own comments: the name (and tooltip) of the small pencil icon button that
   * edits the comment.
   */
  'post.editComment': 'Edit comment',
  /**
   * Post page, the user's own comments: the name (and tooltip) of the small bin icon button that
   * deletes the comment at once.
   */
  'post.deleteComment': 'Delete comment',
  /** Error toast when a comment could not be posted. */
  'post.commentAddFailed': 'Failed to post comment',
  /**
   * Toast after a comment was posted, only when the connection dropped while it was sent and a
   * copy of it was stored too that could not be removed.
   */
  'post.commentMayShowTwice':
    'Your comment may show twice: the connection dropped while it was being sent, and the copy could not be removed. You can delete it.',
  /** Success toast after a comment was edited. */
  'post.commentUpdated': 'Comment updated',
  /** Error toast when an edited comment could not be saved. */
  'post.commentUpdateFailed': 'Failed to update comment',
  /** Success toast after a comment was deleted. */
  'post.commentDeleted': 'Comment deleted',
  /** Error toast when a comment could not be deleted. */
  'post.commentDeleteFailed': 'Failed to delete comment',
  // The likers.
  /**
   * Title of the dialog listing the people who liked a post, opened from the likes count on the
   * post page.
   */
  'post.likersTitle': 'People who liked this post',
  /** Likers dialog: shown when nobody has liked the post. */
  'post.noLikes': 'No likes yet',
  /** Likers dialog: the line under "No likes yet". */
  'post.noLikesDetail': 'When people like this post, they will show up here.',
  /**
   * Likers dialog: the placeholder of the search field (and its label for screen readers), shown
   * when more than 5 people liked the post.
   */
  'post.searchLikers': 'Search likers',
  /**
   * Likers dialog: the line above the list of people: `{count}` is how many liked the post, written
   * where `#` is.
   */
  'post.likedThis': '{count, plural, one {# person liked this} other {# people liked this}}',
  /**
   * Likers dialog while searching: the line above the list, announced by screen readers: `{shown}`
   * is how many people match, `{total}` how many liked the post.
   */
  'post.likersFound': 'Found {shown, number} of {total, number}',
  /** Likers dialog: shown when nobody matches the search: `{query}` is the text the user typed. */
  'post.noMatches': 'No users matching "{query}"',
  /** Likers dialog: the name screen readers give the list of people. */
  'post.likers': 'Likers',
  /**
   * Likers dialog: what screen readers say for a person's "View" button: `{name}` is that person's
   * display name.
   */
  'post.viewProfile': "View {name}'s profile",
  /**
   * Likers dialog: the small button at the end of each person's row that opens their profile; keep
   * it very short.
   */
  'post.view': 'View',
  // More from the author.
  /**
   * Post page: the heading of the section under the post with the author's other photos, also the
   * grid's name for screen readers: `{name}` is the author's display name.
   */
  'post.moreFrom': 'More from {name}',
  /**
   * Post page, "More from" section: shown when the author has no other posts: `{name}` is the
   * author's display name.
   */
  'post.noOtherPosts': "{name} hasn't shared any other posts yet.",
  /**
   * Post page, "More from" section: shown with a Retry button when the author's other posts could
   * not be loaded.
   */
  'post.moreFailed': 'Could not load more posts.',
  /**
   * Post page, "More from" section: link beside the heading to the author's profile, shown when
   * they have more posts than the section shows.
   */
  'post.viewAll': 'View all posts',
} as const
