// Sign-in (auth/): the layout and its parts, the four screens and their views, the sign-in
// buttons and the identity provider's messages. The provider's interface lives in
// @photobooth/api-client, beside the flows that use it; its types are repeated here for the
// screens' props.
export type { IdentityProvider, ProviderAccount } from '@photobooth/api-client'
export { type AuthFormProps, AuthLayout, type AuthLayoutProps } from './auth/AuthLayout/AuthLayout'
export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from './auth/ForgotPasswordScreen/ForgotPasswordScreen'
export {
  type ForgotPasswordPhase,
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './auth/ForgotPasswordScreen/ForgotPasswordView'
export { LoginScreen, type LoginScreenProps } from './auth/LoginScreen/LoginScreen'
export {
  type LoginValues,
  LoginView,
  type LoginViewProps,
} from './auth/LoginScreen/LoginView'
export { RegisterScreen, type RegisterScreenProps } from './auth/RegisterScreen/RegisterScreen'
export {
  type RegisterValues,
  RegisterView,
  type RegisterViewProps,
} from './auth/RegisterScreen/RegisterView'
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './auth/ResetPasswordScreen/ResetPasswordScreen'
export {
  type ResetPasswordValues,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './auth/ResetPasswordScreen/ResetPasswordView'
export { SignInButtons, type SignInButtonsProps } from './auth/SignInButtons/SignInButtons'
export type { SignInBusy, SignInFlowViewProps } from './auth/use-sign-in-flow'

// Components.
export {
  Alert,
  type AlertProps,
} from './components/Alert/Alert'
export { Avatar, type AvatarProps } from './components/Avatar/Avatar'
export { initialsColor, initialsOf } from './components/Avatar/initials'
export {
  Button,
  type ButtonProps,
  IconButton,
  type IconButtonProps,
} from './components/Button/Button'
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox'
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
export { ImagePicker, type ImagePickerProps } from './components/ImagePicker/ImagePicker'
export {
  LanguageSelect,
  type LanguageSelectProps,
} from './components/LanguageSelect/LanguageSelect'
export {
  Cluster,
  type ClusterProps,
  Stack,
  type StackProps,
} from './components/Layout/Layout'
export { LikeButton, type LikeButtonProps } from './components/LikeButton/LikeButton'
export {
  Loader,
  type LoaderProps,
  type LoaderSize,
  type LoaderVariant,
} from './components/Loader/Loader'
export { LoadFailure, type LoadFailureProps } from './components/LoadState/LoadFailure'
export { type LoadStatus, loadStatus } from './components/LoadState/load-status'
export { Logo, type LogoProps } from './components/Logo/Logo'
export {
  OfflineNotice,
  type OfflineNoticeProps,
} from './components/OfflineNotice/OfflineNotice'
export {
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from './components/PasswordStrengthMeter/PasswordStrengthMeter'
export { passwordScore, STRONG_ENOUGH } from './components/PasswordStrengthMeter/password-score'
export { PhotoEditor, type PhotoEditorProps } from './components/PhotoEditor/PhotoEditor'
export {
  draftPhoto,
  PhotoField,
  type PhotoFieldPhoto,
  type PhotoFieldProps,
  type PhotoFieldUpload,
} from './components/PhotoField/PhotoField'
export { PhotoGrid, type PhotoGridProps } from './components/PhotoGrid/PhotoGrid'
export {
  COMMENT_PREVIEWS,
  type FeedPosition,
  InvalidPostCard,
  type InvalidPostCardProps,
  PostCard,
  type PostCardProps,
  PostCardSkeleton,
} from './components/PostCard/PostCard'
export { PostFeed, type PostFeedProps } from './components/PostFeed/PostFeed'
export {
  type PostFeedMemory,
  type PostSizes,
  WindowedPostFeed,
  type WindowedPostFeedProps,
} from './components/PostFeed/WindowedPostFeed'
export { PostPhoto, type PostPhotoProps } from './components/PostPhoto/PostPhoto'
export { RelativeTime } from './components/RelativeTime/RelativeTime'
export { Select, type SelectOption, type SelectProps } from './components/Select/Select'
export { BOTTOM_NAV_HEIGHT, BottomNav, type BottomNavProps } from './components/SideNav/BottomNav'
export type { InstallOffer } from './components/SideNav/install-offer'
export { SideNav, type SideNavProps } from './components/SideNav/SideNav'
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton'
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  Text,
  type TextProps,
} from './components/Text/Text'
export { UpdatePrompt, type UpdatePromptProps } from './components/UpdatePrompt/UpdatePrompt'
export {
  UploadProgress,
  type UploadProgressProps,
} from './components/UploadProgress/UploadProgress'

// Drafts: what forms keep unsent (per user, in the app's store) and say when they restore it.
export { DraftNotice, type DraftNoticeProps } from './drafts/DraftNotice/DraftNotice'
export { DraftProvider, useDraftStore } from './drafts/DraftProvider'
export {
  createMemoryDraftStore,
  type DraftSeed,
  type DraftStore,
  type DraftValues,
} from './drafts/draft-store'
export { type FormDraft, useFormDraft } from './drafts/use-form-draft'

// Forms: state with the product's validation timing, the rules, uploads, and the post form.
export { PostForm, type PostFormProps } from './forms/PostForm/PostForm'
export { bindField, type FormViewProps, useForm } from './forms/use-form'
export {
  type PostFormFields,
  type PostFormOptions,
  type PostFormProblem,
  type PostFormStatus,
  usePostForm,
} from './forms/use-post-form'
export { isCancelled, type Upload, useUpload } from './forms/use-upload'
export * from './forms/validators'
// Languages: the locales, their catalogues, and the translator for components of an app's own.
export {
  type CompiledCatalogue,
  type CompiledMessages,
  compileMessages,
  directionOf,
  type EnglishPart,
  formatLocaleOf,
  type GivenMessage,
  isLocale,
  isUiLocale,
  LOCALES,
  type Locale,
  type LocaleMessages,
  type LocaleTag,
  loadCatalogue,
  type MessageId,
  type MessageOverrides,
  type MessageValues,
  type NotedMessage,
  negotiateLocale,
  type PartId,
  type PartName,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  type Translate,
  type UiLocale,
  useLocale,
  useT,
} from './i18n'
// The English messages of the app around the screens (the parts "web", "pages" and "demo"):
// `useT(webMessages)`. Plain data: an app downloads only the parts it uses.
export { demo as demoMessages } from './i18n/compiled/en/demo'
export { pages as pageMessages } from './i18n/compiled/en/pages'
export { web as webMessages } from './i18n/compiled/en/web'
// Dates as the product shows them.
export { fullDate, timeAgo } from './i18n/relative-time'
// The icons, a module each.
export * from './icons/icons'
// The page's priority photo first: what an app waits for before loading code it does not show.
export { afterPriorityPhoto, HOLD_LIMIT_MS, holdImagesUntil } from './lib/priority-photo'

// Notifications: cleanup rules, grouping, dead post ids and the hooks.
export * from './notifications'

// Routes: templates for a router and builders for links.
export { type Paths, paths, routes } from './paths'

// The photo pipeline: decode, upright, crop, resize and re-encode in the browser.
export * from './photo'

// What every view says of a post the same way, and the post actions with their messages.
export {
  type Author,
  authorOf,
  authorProfileHref,
  CAPTION_PREVIEW_LENGTH,
  type CaptionPreview,
  isOwnedBy,
  previewCaption,
} from './posts/post-facts'
export { likeLabel, photoAlt } from './posts/post-labels'
export { type CommentActions, useCommentActions } from './posts/use-comment-actions'
export {
  type LikeToggle,
  type UseLikeToggleOptions,
  useLikeToggle,
} from './posts/use-like-toggle'
export { usePostLoadFailure } from './posts/use-post-load-failure'

// Provider: theme, brand, link component, images, toasts and the signed-in user.
export { TOAST_LIMIT } from './provider/Toaster'
export { type ToastApi, type ToastTone, useToast } from './provider/toast-context'
export {
  type ThemeChoice,
  type ThemeTokens,
  UiProvider,
  type UiProviderProps,
} from './provider/UiProvider'
export {
  type ImageUrl,
  type LinkComponent,
  type LinkProps,
  type UiContextValue,
  useUi,
} from './provider/ui-context'
export { useViewer, ViewerProvider } from './provider/viewer-context'

// Screens: each connected (api-client hooks) over its pure view, both exported.
export {
  CreatePostScreen,
  type CreatePostScreenProps,
  type SharedContent,
} from './screens/CreatePostScreen/CreatePostScreen'
export {
  CreatePostView,
  type CreatePostViewProps,
} from './screens/CreatePostScreen/CreatePostView'
export {
  SharedPhotoStep,
  type SharedPhotoStepProps,
} from './screens/CreatePostScreen/SharedPhotoStep'
export { EditPostScreen, type EditPostScreenProps } from './screens/EditPostScreen/EditPostScreen'
export {
  type EditPostStatus,
  EditPostView,
  type EditPostViewProps,
} from './screens/EditPostScreen/EditPostView'
export {
  EditProfileScreen,
  type EditProfileScreenProps,
} from './screens/EditProfileScreen/EditProfileScreen'
export {
  type EditProfileDialog,
  type EditProfileFormProps,
  type EditProfilePhotoProps,
  EditProfileView,
  type EditProfileViewProps,
} from './screens/EditProfileScreen/EditProfileView'
export type { ProfileFormValues } from './screens/EditProfileScreen/profile-form'
export { FeedScreen, type FeedScreenProps } from './screens/FeedScreen/FeedScreen'
export {
  type FeedEnd,
  FeedView,
  type FeedViewProps,
  GUEST_VISIBLE_POSTS,
} from './screens/FeedScreen/FeedView'
export { preloadSignedInFeed } from './screens/FeedScreen/signed-in-feed'
export { GuestPopup, type GuestPopupProps } from './screens/GuestPopup/GuestPopup'
export {
  LIKER_SEARCH_THRESHOLD,
  LikersDialog,
  type LikersDialogProps,
} from './screens/LikersDialog/LikersDialog'
export {
  NotificationsScreen,
  type NotificationsScreenProps,
} from './screens/NotificationsScreen/NotificationsScreen'
export {
  type NotificationEntry,
  NotificationsView,
  type NotificationsViewProps,
} from './screens/NotificationsScreen/NotificationsView'
export {
  MoreFromAuthor,
  type MoreFromAuthorProps,
} from './screens/PostDetailScreen/MoreFromAuthor'
export {
  MORE_POSTS_SHOWN,
  MoreFromAuthorView,
  type MoreFromAuthorViewProps,
} from './screens/PostDetailScreen/MoreFromAuthorView'
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
export { ProfileView, type ProfileViewProps } from './screens/ProfileScreen/ProfileView'

// Theme, layout and type (the recipes behind Stack and Cluster and behind Text and Heading,
// to compose in a .css.ts file).
export { type StackVariants, stack } from './styles/layout.css'
export { type TextVariants, text } from './styles/text.css'
export {
  darkTheme,
  lightTheme,
  ROOT_CLASS,
  systemTheme,
  vars,
} from './styles/theme.css'
export { type ThemeValues, themeValues } from './styles/theme-values'
