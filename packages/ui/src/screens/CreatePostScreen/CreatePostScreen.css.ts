import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const headerStart = style({ justifySelf: 'start' })

export const headerEnd = style({ justifySelf: 'end' })

export const title = style({ textAlign: 'center' })

/** The "Post Created!" dialog's note that the post may show twice. */
export const note = style({ textAlign: 'center' })
