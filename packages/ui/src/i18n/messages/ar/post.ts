import type { PartCatalogue } from '../en'

export const post: PartCatalogue<'post'> = {}
