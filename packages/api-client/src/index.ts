// Auth: the operations, and the identity-provider flows that sequence them.
export { forgotPassword } from './auth/forgot-password'
export {
  type IdentityProvider,
  IdentityProviderError,
  type IdentityProviderErrorCode,
  isIdentityProviderError,
  type ProviderAccount,
} from './auth/identity-provider'
export { type LoginInput, login } from './auth/login'
export { logout } from './auth/logout'
export {
  completeWithProvider,
  continueWithProvider,
  openProviderAccount,
  type ProviderFailure,
  type ProviderIntent,
  type ProviderOutcome,
} from './auth/provider-sign-in'
export { providerPassword, type RegisterInput, register } from './auth/register'
export { isSpentResetToken, resetPassword } from './auth/reset-password'
export { isEmailInUse, type SignupInput, signup, signupOnce } from './auth/signup'
// Client.
export * from './client/api-error'
export * from './client/client-messages'
export * from './client/create-api-client'
export { toImageUrl } from './client/image-url'
export { createMemoryTokenStore, type MemoryTokenStore } from './client/memory-token-store'
export { refreshToken } from './client/refresh'
export type { RetryPolicy } from './client/retry'
export { type CheckedWrite, forgetUnconfirmedWrites, writeOnce } from './client/write-once'

// Contract: runtime schemas and the types inferred from them, the limits the server checks and
// the texts of its errors.
export * from './contract/auth'
export * from './contract/comment'
export * from './contract/limits'
export * from './contract/message'
export * from './contract/notification'
export * from './contract/post'
export * from './contract/server-messages'
export * from './contract/user'

// The operations are plain functions of the client, in modules without 'use client' where they
// can be (a server calls the reads); their hooks are in client modules of their own (`use-*`).

// Notifications.
export {
  getNotifications,
  NOTIFICATION_POLL_MS,
  notificationsKey,
} from './notifications/get-notifications'
export {
  markNotificationRead,
  useMarkNotificationRead,
} from './notifications/mark-notification-read'
export {
  type UseNotificationsOptions,
  useNotifications,
} from './notifications/use-notifications'

// Posts.
export {
  type AddCommentOnceInput,
  type AddedComment,
  addComment,
  addCommentOnce,
  useAddComment,
} from './posts/add-comment'
export {
  type CreatedPost,
  type CreatePostInput,
  createPost,
  createPostOnce,
  useCreatePost,
} from './posts/create-post'
export { deleteComment, deleteCommentOnce, useDeleteComment } from './posts/delete-comment'
export { deletePost, deletePostOnce, useDeletePost } from './posts/delete-post'
export {
  type EditCommentInput,
  editComment,
  editCommentOnce,
  useEditComment,
} from './posts/edit-comment'
export { feedListKey } from './posts/feed-list-key'
export { getFeedPage, hasReachedEnd, mergeFeedPages } from './posts/get-feed'
export { getGuestPosts } from './posts/get-guest-posts'
export { getPost, type ReadOptions } from './posts/get-post'
export { getUserPosts } from './posts/get-user-posts'
export * from './posts/keys'
export { doubtLikes, forgetLikes, likesInDoubt } from './posts/like-states'
export { isLikedBy, type Liking, withLike } from './posts/likes'
export {
  invalidateFeed,
  type PostUpdate,
  revalidatePostLists,
  updateCachedPost,
} from './posts/post-cache'
export type { PostInput } from './posts/post-form'
export { likeAs, toggleLike, useToggleLike, wantedLike } from './posts/toggle-like'
export {
  type UpdatePostInput,
  updatePost,
  updatePostOnce,
  useUpdatePost,
} from './posts/update-post'
export { type UseFeedOptions, useFeed } from './posts/use-feed'
export { useGuestPosts } from './posts/use-guest-posts'
export { usePost } from './posts/use-post'
export { useUserPosts } from './posts/use-user-posts'

// React.
export * from './react/api-provider'
export { useApiMutation } from './react/use-api-mutation'

// Users.
export {
  changePassword,
  changePasswordOnce,
  type PasswordChange,
  useChangePassword,
} from './users/change-password'
export { getMe, meKey } from './users/get-me'
export { updateAvatar, updateAvatarOnce, useUpdateAvatar } from './users/update-avatar'
export {
  type ProfileInput,
  updateProfile,
  updateProfileOnce,
  useUpdateProfile,
} from './users/update-profile'
export { useMe } from './users/use-me'
