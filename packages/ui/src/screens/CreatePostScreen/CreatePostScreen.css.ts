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

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
})

export const failure = style({ gridColumn: '1 / -1' })

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
})

export const placeholderText = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
})

export const pickerRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const authorName = style({ fontWeight: vars.fontWeight.medium })
