import type { PartCatalogue } from '../en'

export const web: PartCatalogue<'web'> = {}
