import type { ReactNode, SVGProps } from 'react'
import { cx } from '../../lib/class-names'
import { mirrored } from './icon.css'

export type IconProps = SVGProps<SVGSVGElement> & {
  /** Pixel size of the square icon. */
  size?: number
}

/** How an icon is drawn: filled rather than stroked; turned round when the text runs right to
 * left (an icon that points the way of reading: back, out, send). */
interface IconOptions {
  filled?: boolean
  mirrored?: boolean
}

/** Icons are decorative: the control that holds one carries the accessible name. */
export function icon(
  paths: ReactNode,
  displayName: string,
  { filled = false, mirrored: mirror = false }: IconOptions = {},
) {
  function Icon({ size = 24, className, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cx(mirror && mirrored, className) || undefined}
        {...props}
      >
        {paths}
      </svg>
    )
  }
  Icon.displayName = displayName
  return Icon
}

export const HeartIcon = /* @__PURE__ */ icon(
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
  'HeartIcon',
)
export const HeartFilledIcon = /* @__PURE__ */ icon(
  <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />,
  'HeartFilledIcon',
  { filled: true },
)
export const CommentIcon = /* @__PURE__ */ icon(
  <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 8.9 8.9 0 0 1-3.8-.8L3 21l1.9-5.2A8.4 8.4 0 1 1 21 11.5z" />,
  'CommentIcon',
)
export const ShareIcon = /* @__PURE__ */ icon(
  <>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4 20-7z" />
  </>,
  'ShareIcon',
  { mirrored: true },
)
export const CheckIcon = /* @__PURE__ */ icon(<path d="M20 6 9 17l-5-5" />, 'CheckIcon')
export const RotateIcon = /* @__PURE__ */ icon(
  <>
    <path d="M21 12a9 9 0 1 1-9-9c2.5 0 4.9 1 6.7 2.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
  'RotateIcon',
)
/** Back to the start: an arrow turning back counter-clockwise. */
export const ResetIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </>,
  'ResetIcon',
)
export const CloseIcon = /* @__PURE__ */ icon(
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
  'CloseIcon',
)
export const EditIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4 12.5-12.5z" />
  </>,
  'EditIcon',
)
export const TrashIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 6h18" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </>,
  'TrashIcon',
)
export const BackIcon = /* @__PURE__ */ icon(
  <>
    <path d="M19 12H5" />
    <path d="m12 19-7-7 7-7" />
  </>,
  'BackIcon',
  { mirrored: true },
)
export const HomeIcon = /* @__PURE__ */ icon(
  <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2z" />,
  'HomeIcon',
)
export const BellIcon = /* @__PURE__ */ icon(
  <>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </>,
  'BellIcon',
)
export const PlusSquareIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M12 8v8" />
    <path d="M8 12h8" />
  </>,
  'PlusSquareIcon',
)
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
)
export const LogoutIcon = /* @__PURE__ */ icon(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>,
  'LogoutIcon',
  { mirrored: true },
)
export const EyeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
)
export const EyeOffIcon = /* @__PURE__ */ icon(
  <>
    <path d="M17.9 17.9A10.1 10.1 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9" />
    <path d="M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2" />
    <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2" />
    <path d="m1 1 22 22" />
  </>,
  'EyeOffIcon',
)
export const ImageIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="m21 15-5-5L5 21" />
  </>,
  'ImageIcon',
)
export const LinkIcon = /* @__PURE__ */ icon(
  <>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </>,
  'LinkIcon',
)
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
  'SearchIcon',
)
export const AlertIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>,
  'AlertIcon',
)
export const GoogleIcon = /* @__PURE__ */ icon(
  <>
    <path
      fill="#4285F4"
      stroke="none"
      d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1z"
    />
    <path
      fill="#34A853"
      stroke="none"
      d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
    />
    <path fill="#FBBC05" stroke="none" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10z" />
    <path
      fill="#EA4335"
      stroke="none"
      d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
    />
  </>,
  'GoogleIcon',
)
