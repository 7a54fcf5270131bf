// Provider, theme and routes.

export { Alert, type AlertProps } from './components/Alert/Alert'
// Components.
export { Avatar, type AvatarProps } from './components/Avatar/Avatar'
export { initialsImage, initialsOf } from './components/Avatar/initials'
export {
  Button,
  type ButtonProps,
  IconButton,
  type IconButtonProps,
} from './components/Button/Button'
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox'
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
export {
  IMAGE_ACCEPT,
  imageFileProblem,
  MAX_IMAGE_BYTES,
} from './components/ImagePicker/image-file'
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
export { PhotoGrid, type PhotoGridProps } from './components/PhotoGrid/PhotoGrid'
export { RelativeTime } from './components/RelativeTime/RelativeTime'
export {
  GENDER_OPTIONS,
  Select,
  type SelectOption,
  type SelectProps,
} from './components/Select/Select'
// Forms.
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
export { paths, routes } from './paths'
export { TOAST_LIMIT } from './provider/Toaster'
export { type ToastApi, type ToastTone, useToast } from './provider/toast-context'
export { UiProvider, type UiProviderProps } from './provider/UiProvider'
export { type LinkComponent, type LinkProps, useUi } from './provider/ui-context'
export { useViewer, ViewerProvider } from './provider/viewer-context'
// Screens.
export { AuthLayout, type AuthLayoutProps } from './screens/AuthLayout/AuthLayout'
export { LoginScreen, type LoginScreenProps } from './screens/LoginScreen/LoginScreen'
export { darkTheme, lightTheme, systemTheme, vars } from './styles/theme.css'
