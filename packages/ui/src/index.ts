// Provider, theme and routes.

export { Alert, type AlertProps } from './components/Alert/Alert'
// Components.
export { Avatar, type AvatarProps } from './components/Avatar/Avatar'
export { initialsColor, initialsOf } from './components/Avatar/initials'
export {
  Button,
  type ButtonProps,
  IconButton,
  type IconButtonProps,
} from './components/Button/Button'
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox'
// Components used by the screens.
export { CommentList, type CommentListProps } from './components/CommentList/CommentList'
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  type DialogProps,
} from './components/Dialog/Dialog'
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState'
export {
  PasswordField,
  type PasswordFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './components/Field/Field'
export * from './components/Icon/icons'
export { ImagePicker, type ImagePickerProps } from './components/ImagePicker/ImagePicker'
export { LikeButton, type LikeButtonProps } from './components/LikeButton/LikeButton'
export {
  Loader,
  type LoaderProps,
  type LoaderSize,
  type LoaderVariant,
} from './components/Loader/Loader'
export { Logo, type LogoProps } from './components/Logo/Logo'
export {
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from './components/PasswordStrengthMeter/PasswordStrengthMeter'
export {
  PASSWORD_HINT,
  passwordScore,
  STRENGTH_LABELS,
  STRONG_ENOUGH,
} from './components/PasswordStrengthMeter/password-score'
export { PhotoEditor, type PhotoEditorProps } from './components/PhotoEditor/PhotoEditor'
export {
  draftPhoto,
  PhotoField,
  type PhotoFieldPhoto,
  type PhotoFieldProps,
  type PhotoFieldUpload,
  PREPARING_PHOTO,
  UPLOADING_PHOTO,
} from './components/PhotoField/PhotoField'
export { PhotoGrid, type PhotoGridProps } from './components/PhotoGrid/PhotoGrid'
export {
  COMMENT_PREVIEWS,
  InvalidPostCard,
  type InvalidPostCardProps,
  PostCard,
  type PostCardProps,
} from './components/PostCard/PostCard'
export { PostPhoto, type PostPhotoProps } from './components/PostPhoto/PostPhoto'
export { RelativeTime } from './components/RelativeTime/RelativeTime'
export {
  GENDER_OPTIONS,
  Select,
  type SelectOption,
  type SelectProps,
} from './components/Select/Select'
export { BOTTOM_NAV_HEIGHT, BottomNav, type BottomNavProps } from './components/SideNav/BottomNav'
export { SideNav, type SideNavProps } from './components/SideNav/SideNav'
export {
  UploadProgress,
  type UploadProgressProps,
} from './components/UploadProgress/UploadProgress'
// Forms.
export { isCancelled, UPLOAD_CANCELLED, type Upload, useUpload } from './forms/use-upload'
export * from './forms/validators'
// Identity provider (injected; no vendor SDK inside the UI).
export {
  type IdentityProvider,
  IdentityProviderError,
  type IdentityProviderErrorCode,
  isIdentityProviderError,
  type ProviderAccount,
} from './identity/identity-provider'
export {
  createMockIdentityProvider,
  MOCK_PROVIDER_ACCOUNT,
  type MockIdentityProviderOptions,
} from './identity/mock-identity-provider'
export { PROVIDER_MESSAGES } from './identity/provider-flows'
export { fullDate, timeAgo } from './lib/relative-time'
// Notifications: cleanup rules, grouping, dead post ids and the hooks.
export * from './notifications'
export { paths, routes } from './paths'
// The photo pipeline: decode, upright, crop, resize and re-encode in the browser.
export * from './photo'
export {
  type Author,
  authorOf,
  authorProfileHref,
  CAPTION_PREVIEW_LENGTH,
  type CaptionPreview,
  isOwnedBy,
  likeLabel,
  photoAlt,
  previewCaption,
} from './posts/post-facts'
export {
  COMMENT_MESSAGES,
  type CommentActions,
  useCommentActions,
} from './posts/use-comment-actions'
export {
  LIKE_MESSAGES,
  type LikeToggle,
  type UseLikeToggleOptions,
  useLikeToggle,
} from './posts/use-like-toggle'
export { TOAST_LIMIT } from './provider/Toaster'
export { type ToastApi, type ToastTone, useToast } from './provider/toast-context'
export { UiProvider, type UiProviderProps } from './provider/UiProvider'
export { type ImageUrl, type LinkComponent, type LinkProps, useUi } from './provider/ui-context'
export { useViewer, ViewerProvider } from './provider/viewer-context'
// Screens.
export { AuthLayout, type AuthLayoutProps } from './screens/AuthLayout/AuthLayout'
export {
  CreatePostScreen,
  type CreatePostScreenProps,
} from './screens/CreatePostScreen/CreatePostScreen'
export { EditPostScreen, type EditPostScreenProps } from './screens/EditPostScreen/EditPostScreen'
export {
  EditProfileScreen,
  type EditProfileScreenProps,
} from './screens/EditProfileScreen/EditProfileScreen'
export { FeedScreen, type FeedScreenProps } from './screens/FeedScreen/FeedScreen'
export {
  FEED_MESSAGES,
  type FeedEnd,
  FeedView,
  type FeedViewProps,
  GUEST_VISIBLE_POSTS,
} from './screens/FeedScreen/FeedView'
export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from './screens/ForgotPasswordScreen/ForgotPasswordScreen'
export { GuestPopup, type GuestPopupProps } from './screens/GuestPopup/GuestPopup'
export {
  LIKER_SEARCH_THRESHOLD,
  LikersDialog,
  type LikersDialogProps,
} from './screens/LikersDialog/LikersDialog'
export { LoginScreen, type LoginScreenProps } from './screens/LoginScreen/LoginScreen'
export {
  NotificationsScreen,
  type NotificationsScreenProps,
  POST_DELETED_MESSAGE,
} from './screens/NotificationsScreen/NotificationsScreen'
export {
  type NotificationEntry,
  NotificationsView,
  type NotificationsViewProps,
} from './screens/NotificationsScreen/NotificationsView'
export {
  PostDetailScreen,
  type PostDetailScreenProps,
} from './screens/PostDetailScreen/PostDetailScreen'
export {
  PostDetailView,
  type PostDetailViewProps,
  type PostIntents,
} from './screens/PostDetailScreen/PostDetailView'
export { ProfileScreen, type ProfileScreenProps } from './screens/ProfileScreen/ProfileScreen'
export { RegisterScreen, type RegisterScreenProps } from './screens/RegisterScreen/RegisterScreen'
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './screens/ResetPasswordScreen/ResetPasswordScreen'
export { darkTheme, lightTheme, systemTheme, vars } from './styles/theme.css'
