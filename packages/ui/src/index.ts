// Provider, theme and routes.

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
export {
  PasswordField,
  type PasswordFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './components/Field/Field'
export * from './components/Icon/icons'
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
export {
  GENDER_OPTIONS,
  Select,
  type SelectOption,
  type SelectProps,
} from './components/Select/Select'
export { paths, routes } from './paths'
export { TOAST_LIMIT } from './provider/Toaster'
export { type ToastApi, type ToastTone, useToast } from './provider/toast-context'
export { UiProvider, type UiProviderProps } from './provider/UiProvider'
export { type LinkComponent, type LinkProps, useUi } from './provider/ui-context'
export { useViewer, ViewerProvider } from './provider/viewer-context'
export { darkTheme, lightTheme, systemTheme, vars } from './styles/theme.css'
