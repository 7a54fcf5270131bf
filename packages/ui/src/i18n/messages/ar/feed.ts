import type { PartCatalogue } from '../en'

export const feed: PartCatalogue<'feed'> = {}
