import type { PartCatalogue } from '../en'

export const compose: PartCatalogue<'compose'> = {}
