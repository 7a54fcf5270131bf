import { style } from '@vanilla-extract/css'

export const dialog = style({ width: 'min(400px, calc(100vw - 2rem))' })

export const terms = style({ textAlign: 'center' })
