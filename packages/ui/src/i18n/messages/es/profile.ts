import type { PartCatalogue } from '../en'

export const profile: PartCatalogue<'profile'> = {}
