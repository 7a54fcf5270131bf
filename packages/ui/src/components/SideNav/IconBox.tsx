import type { ReactNode } from 'react'
import { Stack } from '../Layout/Layout'

/** An icon (a logo, a badge) as a box of its own size, without the leading of a line of text. */
export function IconBox({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Stack as="span" inline direction="row" className={className}>
      {children}
    </Stack>
  )
}
