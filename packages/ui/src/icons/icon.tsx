import type { ReactNode, SVGProps } from 'react'
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
        className={[mirror && mirrored, className].filter(Boolean).join(' ') || undefined}
        {...props}
      >
        {paths}
      </svg>
    )
  }
  Icon.displayName = displayName
  return Icon
}
