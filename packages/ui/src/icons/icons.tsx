/**
 * The UI's icons, each a module of its own (`./glyphs/`), so that a page's chunk carries only
 * the icons it shows; the factory is `./icon`. A leaf of the UI: every layer draws icons, so
 * they import nothing of it but its styles (a lint rule keeps it so).
 */

export { AlertIcon } from './glyphs/AlertIcon'
export { BackIcon } from './glyphs/BackIcon'
export { BellIcon } from './glyphs/BellIcon'
export { CheckIcon } from './glyphs/CheckIcon'
export { ChevronDownIcon } from './glyphs/ChevronDownIcon'
export { CloseIcon } from './glyphs/CloseIcon'
export { CloudOffIcon } from './glyphs/CloudOffIcon'
export { CommentIcon } from './glyphs/CommentIcon'
export { DownloadIcon } from './glyphs/DownloadIcon'
export { EditIcon } from './glyphs/EditIcon'
export { EyeIcon } from './glyphs/EyeIcon'
export { EyeOffIcon } from './glyphs/EyeOffIcon'
export { GoogleIcon } from './glyphs/GoogleIcon'
export { HeartFilledIcon } from './glyphs/HeartFilledIcon'
export { HeartIcon } from './glyphs/HeartIcon'
export { HomeIcon } from './glyphs/HomeIcon'
export { ImageIcon } from './glyphs/ImageIcon'
export { LinkIcon } from './glyphs/LinkIcon'
export { LogoutIcon } from './glyphs/LogoutIcon'
export { PlusSquareIcon } from './glyphs/PlusSquareIcon'
export { ResetIcon } from './glyphs/ResetIcon'
export { RotateIcon } from './glyphs/RotateIcon'
export { SearchIcon } from './glyphs/SearchIcon'
export { ShareIcon } from './glyphs/ShareIcon'
export { TrashIcon } from './glyphs/TrashIcon'
export { UserIcon } from './glyphs/UserIcon'
export { type IconProps, icon } from './icon'
